import { Alert, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReportRange } from '@tradelink/shared/analytics/range';
import { figureOr, formatPercent, ratioOf } from '../figures.ts';
import { supplierProductQuery } from '../api/analytics-queries.ts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { KpiGrid } from './KpiGrid.tsx';
import { ReportSeries } from './ReportSeries.tsx';
import { QueryError } from '~/components/QueryError.tsx';

/** One product's figures and days over the period (`?product_id=` in the URL opens it). */
export function ProductDrilldown({ productId, range, lang, onClose }: { productId: number; range: ReportRange; lang: string; onClose: () => void }) {
  const { t } = useTranslation('analytics');
  const query = useQuery(supplierProductQuery(range, productId));
  const data = query.data;
  return (
    <Modal opened onClose={onClose} size="xl" title={data ? data.product.name : t('drilldown.title')} closeButtonProps={{ 'aria-label': t('drilldown.close') }}>
      {query.isError && <QueryError error={query.error} title={t('error.title')} onRetry={() => void query.refetch()} />}
      {!data && query.isPending && (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={90} />
          <Skeleton h={240} />
        </Stack>
      )}
      {data && (
        <Stack gap="md">
          {!data.product.listed && (
            <Alert color="gray" variant="light">
              {t('drilldown.unlisted')}
            </Alert>
          )}
          <KpiGrid
            lang={lang}
            items={[
              { key: 'impressions', label: t('totals.impressions'), ...data.totals.impressions },
              { key: 'views', label: t('products.views'), ...data.totals.views },
              { key: 'unique_visitors', label: t('totals.unique_visitors'), ...data.totals.unique_visitors },
              { key: 'inquiries', label: t('totals.inquiries'), ...data.totals.inquiries },
            ]}
          />
          <Text size="sm" c="dimmed">
            {t('drilldown.rates', {
              ctr: figureOr(ratioOf(data.totals.views.value, data.totals.impressions.value), (r) => formatPercent(r, lang), t('kpi.none')),
              conversion: figureOr(ratioOf(data.totals.inquiries.value, data.totals.views.value), (r) => formatPercent(r, lang), t('kpi.none')),
            })}
          </Text>
          <ReportSeries
            id={`product-${productId}-daily`}
            rows={data.series}
            lang={lang}
            fileParts={[String(productId), data.srtdate, data.enddate]}
            groups={[
              {
                key: 'all',
                label: t('series.visits'),
                lines: [
                  { name: 'views', label: t('products.views'), color: 'blue.6' },
                  { name: 'unique_visitors', label: t('totals.unique_visitors'), color: 'teal.7' },
                  { name: 'inquiries', label: t('totals.inquiries'), color: 'orange.7' },
                ],
              },
              { key: 'impressions', label: t('series.impressions'), lines: [{ name: 'impressions', label: t('totals.impressions'), color: 'indigo.5' }] },
            ]}
          />
        </Stack>
      )}
    </Modal>
  );
}
