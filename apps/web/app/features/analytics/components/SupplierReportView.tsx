import { Anchor, Badge, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { ProductRow, SupplierReport } from '@tradelink/shared/analytics/supplier-report';
import { countryName, formatNumber } from '~/lib/format.ts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { figureOr, formatPercent, ratioOf, totalsAsKpis } from '../figures.ts';
import { Funnel } from './Funnel.tsx';
import { KpiGrid } from './KpiGrid.tsx';
import { ReportSeries } from './ReportSeries.tsx';
import { ReportTable } from './ReportTable.tsx';
import { ResponseCard } from './ResponseCard.tsx';

interface Props {
  report: SupplierReport;
  lang: string;
  /** Opens a product's drill-down (the page keeps it in the URL); absent in the sample preview. */
  onProduct?: (productId: number) => void;
  /** Offers CSV exports; the sample preview's figures are made up, so it has none. */
  exportable?: boolean;
}

const TOTAL_KEYS = ['impressions', 'product_views', 'profile_views', 'unique_visitors', 'inquiries', 'chats_started', 'quotations_sent', 'quotations_preferred', 'contact_unlocks'] as const;

/** Whether the period holds anything at all (an empty report says what to do instead of zeros). */
export const isEmptySupplierReport = (r: SupplierReport) => TOTAL_KEYS.every((k) => r.totals[k].value === 0) && r.response.received === 0;

/** The supplier's report: figures, response, day by day, funnel, products, countries, keywords. */
export function SupplierReportView({ report, lang, onProduct, exportable = true }: Props) {
  const { t } = useTranslation('analytics');
  const fileParts = [report.srtdate, report.enddate];
  const percentOrDash = (part: number, whole: number) => figureOr(ratioOf(part, whole), (r) => formatPercent(r, lang), t('kpi.none'));
  const kpis = totalsAsKpis(report.totals, TOTAL_KEYS, (key) => t(`totals.${key}`));
  const productName = (p: ProductRow) => (
    <Group gap={6} wrap="nowrap">
      {onProduct ? (
        <UnstyledButton onClick={() => onProduct(p.product_id)} c="blue.8" td="underline" fz="sm" aria-label={t('products.details', { name: p.name })}>
          {p.name}
        </UnstyledButton>
      ) : (
        <Text size="sm">{p.name}</Text>
      )}
      {!p.listed && (
        <Badge size="xs" variant="light" color="gray">
          {t('products.unlisted')}
        </Badge>
      )}
    </Group>
  );
  return (
    <Stack gap="md">
      <KpiGrid items={kpis} lang={lang} />
      <ResponseCard response={report.response} lang={lang} />
      <ReportSeries
        id="supplier-daily"
        rows={report.series}
        lang={lang}
        fileParts={fileParts}
        exportable={exportable}
        groups={[
          {
            key: 'visits',
            label: t('series.visits'),
            lines: [
              { name: 'product_views', label: t('totals.product_views'), color: 'blue.6' },
              { name: 'profile_views', label: t('totals.profile_views'), color: 'grape.6' },
              { name: 'unique_visitors', label: t('totals.unique_visitors'), color: 'teal.7' },
            ],
          },
          { key: 'impressions', label: t('series.impressions'), lines: [{ name: 'impressions', label: t('totals.impressions'), color: 'indigo.5' }] },
          {
            key: 'leads',
            label: t('series.leads'),
            lines: [
              { name: 'inquiries', label: t('totals.inquiries'), color: 'orange.7' },
              { name: 'chats_started', label: t('totals.chats_started'), color: 'cyan.7' },
              { name: 'quotations_sent', label: t('totals.quotations_sent'), color: 'blue.8' },
              { name: 'quotations_preferred', label: t('totals.quotations_preferred'), color: 'green.8' },
            ],
          },
        ]}
      />
      <Funnel id="supplier-funnel" title={t('funnel.title')} steps={report.funnel.map((s) => ({ key: s.step, label: t(`funnel.steps.${s.step}`), value: s.value }))} lang={lang} />
      <ReportTable<ProductRow>
        id="top-products"
        title={t('products.title')}
        rows={report.top_products}
        rowKey={(p) => String(p.product_id)}
        fileParts={fileParts}
        exportable={exportable}
        initialSort={{ key: 'views', descending: true }}
        minWidth={720}
        empty={
          <>
            {t('products.empty')}{' '}
            <Anchor component={Link} to="/business/products" size="sm">
              {t('products.manage')}
            </Anchor>
          </>
        }
        columns={[
          { key: 'name', label: t('products.name'), value: (p) => p.name, render: productName },
          { key: 'impressions', label: t('totals.impressions'), value: (p) => p.impressions, render: (p) => formatNumber(p.impressions, lang), numeric: true },
          { key: 'views', label: t('products.views'), value: (p) => p.views, render: (p) => formatNumber(p.views, lang), numeric: true },
          { key: 'unique_visitors', label: t('totals.unique_visitors'), value: (p) => p.unique_visitors, render: (p) => formatNumber(p.unique_visitors, lang), numeric: true },
          { key: 'inquiries', label: t('totals.inquiries'), value: (p) => p.inquiries, render: (p) => formatNumber(p.inquiries, lang), numeric: true },
          { key: 'ctr', label: t('products.ctr'), value: (p) => ratioOf(p.views, p.impressions), render: (p) => percentOrDash(p.views, p.impressions), numeric: true },
          { key: 'conversion', label: t('products.conversion'), value: (p) => ratioOf(p.inquiries, p.views), render: (p) => percentOrDash(p.inquiries, p.views), numeric: true },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ReportTable
          id="countries"
          title={t('countries.title')}
          rows={report.countries}
          rowKey={(c) => c.country || '-'}
          fileParts={fileParts}
          exportable={exportable}
          minWidth={320}
          initialSort={{ key: 'views', descending: true }}
          empty={t('countries.empty')}
          columns={[
            { key: 'country', label: t('countries.country'), value: (c) => (c.country ? countryName(c.country, lang) : t('countries.unknown')) },
            { key: 'views', label: t('countries.views'), value: (c) => c.views, render: (c) => formatNumber(c.views, lang), numeric: true },
            { key: 'unique_visitors', label: t('totals.unique_visitors'), value: (c) => c.unique_visitors, render: (c) => formatNumber(c.unique_visitors, lang), numeric: true },
          ]}
        />
        <ReportTable
          id="keywords"
          title={t('keywords.title')}
          rows={report.keywords}
          rowKey={(k) => k.keyword}
          fileParts={fileParts}
          exportable={exportable}
          minWidth={320}
          initialSort={{ key: 'views', descending: true }}
          empty={t('keywords.empty')}
          columns={[
            { key: 'keyword', label: t('keywords.keyword'), value: (k) => k.keyword },
            { key: 'impressions', label: t('totals.impressions'), value: (k) => k.impressions, render: (k) => formatNumber(k.impressions, lang), numeric: true },
            { key: 'views', label: t('keywords.views'), value: (k) => k.views, render: (k) => formatNumber(k.views, lang), numeric: true },
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}
