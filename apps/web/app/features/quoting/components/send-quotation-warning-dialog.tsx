import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';

/** `sendQuotationWarning`: buyers answer suppliers they can identify, so the profile comes first. */
export default function SendQuotationWarningDialog({ close }: DialogComponentProps<'sendQuotationWarning'>) {
  const { t } = useTranslation('quoting');
  return (
    <Modal opened onClose={close} title={t('warning.title')} centered styles={{ content: { maxHeight: '90vh' } }}>
      <Stack>
        <Text>{t('warning.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('warning.later')}
          </Button>
          <Button component={Link} to="/business/setting" onClick={close}>
            {t('warning.action')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
