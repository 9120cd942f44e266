import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import { PARTNER_ROLE } from '@tradelink/shared/constants/roles';
import { useSetPartner } from '../api/user-admin-queries.ts';

/** Grants or removes the Partner role, after a confirmation (it changes what the user's dashboard offers). */
export function PartnerSwitch({ userId, roles, name, disabled }: { userId: string; roles: string[]; name: string; disabled?: boolean }) {
  const { t } = useTranslation('adminUsers');
  const setPartner = useSetPartner();
  const [confirming, setConfirming] = useState(false);
  const granted = roles.includes(PARTNER_ROLE);
  const next = granted ? 'revoke' : 'grant';

  const confirm = () =>
    setPartner.mutate(
      { user_id: userId, granted: !granted },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t(`partner.${next}.done`, { name }) });
          setConfirming(false);
        },
      },
    );

  return (
    <>
      <Switch
        label={t('partner.label')}
        description={t('partner.hint')}
        checked={granted}
        disabled={disabled}
        onChange={() => setConfirming(true)}
      />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t(`partner.${next}.title`, { name })} centered>
        <Stack>
          <Text size="sm">{t(`partner.${next}.body`)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('actions.cancel')}
            </Button>
            <Button color={granted ? 'red' : 'blue'} loading={setPartner.isPending} onClick={confirm}>
              {t(`partner.${next}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
