import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';

/** `sendInquiryWarning`: the server wants a company name and a country before an inquiry goes out. */
export default function SendInquiryWarningDialog({ close }: DialogComponentProps<'sendInquiryWarning'>) {
  const { t } = useTranslation('inquiry');
  return (
    <Modal opened onClose={close} title={t('warning.title')} centered styles={{ content: { maxHeight: '90vh' } }}>
      <Stack>
        <Text>{t('warning.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('warning.later')}
          </Button>
          <Button component={Link} to="/user/profile" onClick={close}>
            {t('warning.action')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
