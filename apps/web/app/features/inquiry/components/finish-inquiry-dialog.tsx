import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';

/** `finishInquiry`: the inquiry is on its way; the thread is where the answer will appear. */
export default function FinishInquiryDialog({ props, close }: DialogComponentProps<'finishInquiry'>) {
  const { t } = useTranslation('inquiry');
  return (
    <Modal opened onClose={close} title={t('finish.title')} centered styles={{ content: { maxHeight: '90vh' } }}>
      <Stack>
        <Text>{t('finish.body', { supplier: props.supplierName })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('finish.close')}
          </Button>
          <Button component={Link} to={`/user/inquiries/${props.inquiryId}`} onClick={close}>
            {t('finish.view')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
