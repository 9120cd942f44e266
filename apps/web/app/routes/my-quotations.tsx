import { Anchor, Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import type { Route } from './+types/my-quotations';
import { receivedQuotationsQuery } from '~/features/quotation/api/quotation-queries.ts';
import { QuotationStatusBadge } from '~/features/quotation/public/QuotationStatusBadge.tsx';
import { formatDate } from '~/lib/format.ts';
import { quotedMoney } from '~/features/quotation/components/compare-values.ts';
import { unitLabel } from '@tradelink/shared/reference/units';
import { pageMeta } from '~/lib/meta.ts';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { requireAccount } from '~/lib/require-account.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, 'sourcing:received.title'), { name: 'robots', content: 'noindex' }];

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAccount(url, context);
  return null;
}

/** `/my-quotations`: every quotation the buyer received, newest first. */
export default function MyQuotationsPage() {
  const { t, i18n } = useTranslation('sourcing');
  const lang = i18n.language as Language;
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({ ...receivedQuotationsQuery({ page }, lang), placeholderData: keepPreviousData });
  const data = list.data;
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1} size="h2">
          {t('received.title')}
        </Title>
        {data && data.data.length === 0 && (
          <Card withBorder padding="xl" ta="center">
            <Text>{t('received.empty')}</Text>
            <Anchor component={Link} to="/user/request-quotation">
              {t('list.post')}
            </Anchor>
          </Card>
        )}
        {data?.data.map((q) => (
          <Card key={q.id} withBorder component="article">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Anchor component={Link} to={`/my-quotations/${q.id}`} fw={600}>
                  {q.supplier.company_name}
                </Anchor>
                <Text size="sm">{t('received.line', { product: q.rfq.product_name, price: quotedMoney(q.unit_price, q.currency, lang), uom: unitLabel(q.uom, lang) })}</Text>
                <Text size="xs" c="dimmed">
                  {formatDate(q.created_at, lang)}
                </Text>
              </div>
              <Stack gap={4} align="flex-end">
                <QuotationStatusBadge status={q.status} />
                {q.is_new && <Badge size="xs">{t('quotation.new')}</Badge>}
              </Stack>
            </Group>
          </Card>
        ))}
        {data && <UrlPagination total={data.total} pageSize={data.page_size} page={page} />}
      </Stack>
    </Container>
  );
}
