import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';

/** `rfqPostingSuccessful`: the RFQ is saved and waits for review; what happens next. */
export default function RfqPostingSuccessfulDialog({ props, close }: DialogComponentProps<'rfqPostingSuccessful'>) {
  const { t } = useTranslation('sourcing');
  return (
    <Modal opened onClose={close} title={t('posted.title')} centered styles={{ content: { maxHeight: '90vh' } }}>
      <Stack>
        <Text>{t('posted.body', { name: props.productName })}</Text>
        <Text size="sm" c="dimmed">
          {t('posted.next')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to="/user/request-quotation" onClick={close}>
            {t('posted.another')}
          </Button>
          <Button component={Link} to={`/user/request-quotation/detail/${props.rfqId}`} onClick={close}>
            {t('posted.view')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
