import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';

/** `productPostingSuccessful`: the product is saved and waits for review; what happens next. */
export default function ProductPostingSuccessfulDialog({ props, close }: DialogComponentProps<'productPostingSuccessful'>) {
  const { t } = useTranslation('products');
  return (
    <Modal opened onClose={close} title={t('posted.title')} centered styles={{ content: { maxHeight: '90vh' } }}>
      <Stack>
        <Text>{t('posted.body', { name: props.productName })}</Text>
        <Text size="sm" c="dimmed">
          {props.quick ? t('posted.nextQuick') : t('posted.next')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={props.quick ? '/quick-product-posting/create' : '/business/post/new'} onClick={close}>
            {t('posted.another')}
          </Button>
          <Button component={Link} to={props.quick ? `/business/post/${props.productId}` : '/business/products'} onClick={close}>
            {props.quick ? t('posted.finish') : t('posted.view')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
