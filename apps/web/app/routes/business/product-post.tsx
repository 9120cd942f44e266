import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import type { Route } from './+types/product-post';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { NotFound } from '~/components/errors/NotFound.tsx';
import { myProductQuery, useUpdateProduct } from '~/features/product/api/product-queries.ts';
import { ProductForm } from '~/features/product/components/ProductForm.tsx';
import { ProductStatusBadge } from '~/features/product/components/ProductStatusBadge.tsx';
import { usePostProduct } from '~/features/product/use-post-product.ts';
import { ApiError } from '~/lib/api-client.ts';
import { pageMeta } from '~/lib/meta.ts';
import { isRowId } from '@tradelink/shared/validation/row-id';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'products:post.title');

/** `/business/post/{id}`: `new` posts a product; a number edits one of the supplier's products. */
export default function ProductPostPage() {
  const param = useParams().id ?? '';
  return param === 'new' ? <NewProduct /> : <EditProduct id={Number(param)} />;
}

function NewProduct() {
  const { t } = useTranslation('products');
  const { post, isPending } = usePostProduct('full');
  const dialog = useDialog();
  const navigate = useNavigate();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <Title order={1} size="h2">
        {t('post.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('post.subtitle')}
      </Text>
      <ProductForm
        variant="full"
        submitLabel={t('post.submit')}
        busy={isPending}
        onSubmit={async (form) => {
          const product = await post(form);
          if (!product) return;
          await navigate('/business/products?status=pending');
          dialog.open('productPostingSuccessful', { productId: product.id, productName: product.name });
        }}
      />
    </Paper>
  );
}

function EditProduct({ id }: { id: number }) {
  const { t, i18n } = useTranslation('products');
  const valid = isRowId(id);
  const product = useQuery({ ...myProductQuery(id, i18n.language as Language), enabled: valid });
  const update = useUpdateProduct();
  const navigate = useNavigate();
  if (!valid || (product.error instanceof ApiError && product.error.status === 404)) return <NotFound />;
  if (!product.data) return null;
  const p = product.data;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t('edit.title')}
        </Title>
        <ProductStatusBadge status={p.status} />
      </Group>
      {p.status === 2 && p.reject_reason && (
        <Alert color="red" my="sm" title={t('edit.rejectedTitle')}>
          {p.reject_reason}
        </Alert>
      )}
      <Text c="dimmed" mb="lg">
        {p.status === 1 ? t('edit.backToReview') : p.is_incomplete ? t('edit.finishHint') : t('edit.subtitle')}
      </Text>
      {p.status === 3 ? (
        <Alert color="gray">
          {t('edit.closed')}{' '}
          <Button size="xs" variant="subtle" component={Link} to="/business/products?status=closed">
            {t('edit.toList')}
          </Button>
        </Alert>
      ) : (
        <ProductForm
          variant="full"
          initial={p}
          submitLabel={t('edit.submit')}
          busy={update.isPending}
          onSubmit={async (form) => {
            await update.mutateAsync({ id, ...form });
            notifications.show({ color: 'green', message: t('edit.saved') });
            await navigate('/business/products');
          }}
        />
      )}
    </Paper>
  );
}
