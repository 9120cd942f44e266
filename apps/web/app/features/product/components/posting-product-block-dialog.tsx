import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';

/** `postingProductBlock`: no product postings left on the plan; the way out is a bigger plan. */
export default function PostingProductBlockDialog({ close }: DialogComponentProps<'postingProductBlock'>) {
  const { t } = useTranslation('products');
  return (
    <Modal opened onClose={close} title={t('block.title')} centered styles={{ content: { maxHeight: '90vh' } }}>
      <Stack>
        <Text>{t('block.body')}</Text>
        <Text size="sm" c="dimmed">
          {t('block.hint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to="/business/products" onClick={close}>
            {t('block.manage')}
          </Button>
          <Button component={Link} to="/business/membership" onClick={close}>
            {t('block.upgrade')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
