import { Alert, Button, Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/create';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { ProductForm } from '~/features/product/components/ProductForm.tsx';
import { usePostProduct } from '~/features/product/use-post-product.ts';
import { requireAccount } from '~/lib/require-account.server.ts';
import { pageMeta } from '~/lib/meta.ts';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAccount(url, context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'products:quick.formTitle');

/** `/quick-product-posting/create`: the short form; description and attributes come later. */
export default function QuickProductCreate() {
  const { t } = useTranslation('products');
  const me = useMe();
  const { post, isPending } = usePostProduct('quick');
  const dialog = useDialog();
  const navigate = useNavigate();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Title order={1} size="h2">
          {t('quick.formTitle')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('quick.formSubtitle')}
        </Text>
        {me && me.is_supplier !== 1 ? (
          <Alert color="yellow" title={t('quick.sellerOnlyTitle')}>
            <Text size="sm" mb="sm">
              {t('quick.sellerOnly')}
            </Text>
            <Button size="xs" component={Link} to="/user/overview">
              {t('quick.toDashboard')}
            </Button>
          </Alert>
        ) : (
          <ProductForm
            variant="quick"
            submitLabel={t('quick.submit')}
            busy={isPending}
            onSubmit={async (form) => {
              const product = await post(form);
              if (!product) return;
              await navigate(`/quick-product-posting/${product.id}`);
              dialog.open('productPostingSuccessful', { productId: product.id, productName: product.name, quick: true });
            }}
          />
        )}
      </Paper>
    </Container>
  );
}
