import { Box, Button, Container, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useParams } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import type { Route } from './+types/finish';
import { NotFound } from '~/components/errors/NotFound.tsx';
import { ProductImage } from '~/components/media/ProductImage.tsx';
import { myProductQuery } from '~/features/product/api/product-queries.ts';
import { productStatusNote } from '~/features/product/product-status-note.ts';
import { ProductStatusBadge } from '~/features/product/components/ProductStatusBadge.tsx';
import { ApiError } from '~/lib/api-client.ts';
import { requireAccount } from '~/lib/require-account.server.ts';
import { pageMeta } from '~/lib/meta.ts';
import { isRowId } from '@tradelink/shared/validation/row-id';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAccount(url, context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'products:finish.title');

/** `/quick-product-posting/{id}`: the quickly posted product and what is left to finish. */
export default function QuickProductFinish() {
  const { t, i18n } = useTranslation('products');
  const id = Number(useParams().id);
  const valid = isRowId(id);
  const product = useQuery({ ...myProductQuery(id, i18n.language as Language), enabled: valid });
  if (!valid || (product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 403))) return <NotFound />;
  if (!product.data) return null;
  const p = product.data;
  const note = productStatusNote(p.status, p.reject_reason);
  const todo = [!p.description && t('finish.todoDescription'), Object.keys(p.attributes).length === 0 && t('finish.todoAttributes')].filter(Boolean) as string[];
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack>
          <Title order={1} size="h2">
            {t('finish.title')}
          </Title>
          <Group wrap="nowrap" align="flex-start">
            <Box w={96} style={{ flexShrink: 0 }}>
              <ProductImage imageKey={p.images[0]?.key} size="thumb" alt={p.name} radius={6} />
            </Box>
            <Stack gap={4}>
              <Text fw={600}>{p.name}</Text>
              <Text size="sm" c="dimmed">
                {p.category_name}
              </Text>
              <ProductStatusBadge status={p.status} />
            </Stack>
          </Group>
          <Text data-testid="product-status-note">{t(note.key, note.values)}</Text>
          {todo.length > 0 ? (
            <>
              <Text fw={600}>{t('finish.todoTitle')}</Text>
              <List
                spacing="xs"
                icon={
                  <ThemeIcon size={20} radius="xl" color="orange">
                    !
                  </ThemeIcon>
                }
              >
                {todo.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text c="green">{t('finish.complete')}</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/quick-product-posting/create">
              {t('finish.another')}
            </Button>
            <Button variant="default" component={Link} to="/business/products">
              {t('finish.myProducts')}
            </Button>
            <Button component={Link} to={`/business/post/${p.id}`}>
              {todo.length > 0 ? t('finish.finishNow') : t('finish.edit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
