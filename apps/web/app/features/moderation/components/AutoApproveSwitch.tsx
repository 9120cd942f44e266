import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatRelative } from '~/lib/format.ts';
import { moderationSettingsQuery, useUpdateModerationSettings } from '../api/moderation-queries.ts';

/**
 * The auto-approve rule's switch. Turning it on publishes trusted posters' posts without review,
 * so it asks first; turning it off is always safe and happens at once.
 */
export function AutoApproveSwitch() {
  const { t, i18n } = useTranslation('adminModeration');
  const settings = useQuery(moderationSettingsQuery());
  const update = useUpdateModerationSettings();
  const [confirming, setConfirming] = useState(false);
  const data = settings.data;

  const save = (on: boolean) =>
    update.mutate(
      { auto_approve_trusted: on },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({ color: on ? 'teal' : 'gray', message: t(on ? 'autoApprove.on' : 'autoApprove.off') });
        },
      },
    );

  return (
    <Card withBorder padding="sm">
      <Stack gap={4}>
        <Switch
          checked={data?.auto_approve_trusted ?? false}
          disabled={!data || update.isPending}
          onChange={(event) => (event.currentTarget.checked ? setConfirming(true) : save(false))}
          label={t('autoApprove.label')}
          description={t('autoApprove.description')}
        />
        {data?.updated_at && data.updated_by_email && (
          <Text size="xs" c="dimmed" pl={54}>
            {t('autoApprove.updated', { time: formatRelative(data.updated_at, i18n.language), email: data.updated_by_email })}
          </Text>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('autoApprove.confirmTitle')} centered>
        <Stack>
          <Text size="sm">{t('autoApprove.confirmBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('autoApprove.cancel')}
            </Button>
            <Button color="orange" loading={update.isPending} onClick={() => save(true)}>
              {t('autoApprove.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
