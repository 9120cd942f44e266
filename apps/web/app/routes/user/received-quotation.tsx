import { Anchor, Box, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import { QUOTATION_SORTS, type QuotationSort } from '@tradelink/shared/quotation/quotation';
import type { Route } from './+types/received-quotation';
import { NotFound } from '~/components/errors/NotFound.tsx';
import { myRfqQuery } from '~/features/rfq/api/rfq-queries.ts';
import { rfqQuotationsQuery } from '~/features/quotation/api/quotation-queries.ts';
import { QuotationCompareCard } from '~/features/quotation/components/QuotationCompareCard.tsx';
import { QuotationCompareTable } from '~/features/quotation/components/QuotationCompareTable.tsx';
import { formatQuantity } from '@tradelink/shared/reference/units';
import { ApiError } from '~/lib/api-client.ts';
import { pageMeta } from '~/lib/meta.ts';
import { idParam } from '~/lib/id-param.ts';
import { useScrollToId } from '~/lib/use-scroll-to-id.ts';
import { isRowId } from '@tradelink/shared/validation/row-id';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'sourcing:compare.title');

/**
 * The quotations on one RFQ side by side (a table on wide screens, a card each on phones), sortable;
 * the buyer prefers one, declines others and chats with their suppliers. `?quotation-id=` (from a
 * "new quotation" mail or notification) brings that quotation into view, outlined.
 */
export default function ReceivedQuotationsPage() {
  const { t, i18n } = useTranslation('sourcing');
  const lang = i18n.language as Language;
  const id = Number(useParams().id);
  const valid = isRowId(id);
  const [params, setParams] = useSearchParams();
  const sort = (QUOTATION_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as QuotationSort) : 'unit_price';
  const mode = params.get('sort_mode') === 'desc' ? 'desc' : 'asc';
  const rfq = useQuery({ ...myRfqQuery(id, lang), enabled: valid });
  const list = useQuery({ ...rfqQuotationsQuery({ rfq_id: id, sort, sort_mode: mode }, lang), enabled: valid });
  const focusId = idParam(params.get('quotation-id'));
  const focusShown = focusId !== undefined && Boolean(list.data?.some((q) => q.id === focusId));
  useScrollToId(focusShown ? [`quotation-row-${focusId}`, `quotation-card-${focusId}`] : undefined, focusShown && Boolean(rfq.data));
  if (!valid || (rfq.error instanceof ApiError && rfq.error.status === 404)) return <NotFound />;
  if (!rfq.data) return null;
  const quotations = list.data ?? [];
  return (
    <Stack>
      <div>
        <Anchor component={Link} to={`/user/request-quotation/detail/${id}`} size="sm">
          ← {rfq.data.product_name}
        </Anchor>
        <Title order={1} size="h2">
          {t('compare.title')}
        </Title>
        <Text c="dimmed">{t('compare.subtitle', { count: quotations.length, quantity: formatQuantity(rfq.data.quantity, rfq.data.uom, lang) })}</Text>
      </div>
      <Group>
        <NativeSelect
          label={t('compare.sortBy')}
          value={sort}
          onChange={(e) => setParams((p) => { p.set('sort', e.currentTarget.value); return p; }, { replace: true })}
          data={QUOTATION_SORTS.map((s) => ({ value: s, label: t(`compare.sorts.${s}`) }))}
        />
        <NativeSelect
          label={t('compare.order')}
          value={mode}
          onChange={(e) => setParams((p) => { p.set('sort_mode', e.currentTarget.value); return p; }, { replace: true })}
          data={[{ value: 'asc', label: t('compare.asc') }, { value: 'desc', label: t('compare.desc') }]}
        />
      </Group>
      {list.isSuccess && quotations.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{rfq.data.status === 1 ? t('compare.none') : t('compare.notPublic')}</Text>
        </Card>
      )}
      {quotations.length > 0 && (
        <>
          {/* From md (900 px, where the sidebar appears) a table; below it a card per quotation, every value and action in view. */}
          <Box visibleFrom="md">
            <QuotationCompareTable quotations={quotations} label={t('compare.title')} focusedId={focusShown ? focusId : undefined} />
          </Box>
          <Box hiddenFrom="md" component="section" aria-label={t('compare.title')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {quotations.map((q) => (
                <QuotationCompareCard key={q.id} quotation={q} focused={focusShown && q.id === focusId} />
              ))}
            </SimpleGrid>
          </Box>
        </>
      )}
    </Stack>
  );
}
