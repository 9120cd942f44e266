import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';

/** `contactSuccess`: confirms a contact-us message and the address the answer goes to. */
export default function ContactSuccessDialog({ props, close }: DialogComponentProps<'contactSuccess'>) {
  const { t } = useTranslation('support');
  return (
    <Modal opened onClose={close} title={t('contactSuccess.title')} centered styles={{ content: { maxHeight: '90vh' } }}>
      <Stack>
        <Text role="status">{t('contactSuccess.body', { email: props.email })}</Text>
        <Group justify="flex-end">
          <Button onClick={close}>{t('contactSuccess.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
