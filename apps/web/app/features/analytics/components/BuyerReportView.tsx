import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { BuyerReport, BuyerRfqRow, ContactedSupplierRow, PreferredValueRow } from '@tradelink/shared/analytics/buyer-report';
import { formatDate, formatDateWith, formatMoney, formatNumber } from '~/lib/format.ts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { figureOr, totalsAsKpis } from '../figures.ts';
import { KpiGrid } from './KpiGrid.tsx';
import { ReportSeries } from './ReportSeries.tsx';
import { ReportTable } from './ReportTable.tsx';
import { useDuration } from './ResponseCard.tsx';

const TOTAL_KEYS = ['rfqs_posted', 'rfq_views', 'profile_views', 'quotations_received', 'quotations_preferred', 'suppliers_contacted', 'contact_unlocks'] as const;

export const isEmptyBuyerReport = (r: BuyerReport) => TOTAL_KEYS.every((k) => r.totals[k].value === 0) && r.rfqs.length === 0 && r.suppliers.length === 0;

/**
 * The buyer's report: figures, day by day, requests with their quotations, suppliers' answers, chosen
 * value. The sample preview shows it without links and without CSV export (its figures are made up).
 */
export function BuyerReportView({ report, lang, linked = true, exportable = true }: { report: BuyerReport; lang: string; linked?: boolean; exportable?: boolean }) {
  const { t } = useTranslation('analytics');
  const duration = useDuration();
  const fileParts = [report.srtdate, report.enddate];
  const money = (value: number | null, currency: string) => figureOr(value, (v) => formatMoney(v, currency, lang), t('kpi.none'));
  const kpis = totalsAsKpis(report.totals, TOTAL_KEYS, (key) => t(`buyer.totals.${key}`));
  const monthLabel = (month: string) => formatDateWith(`${month}-01`, lang, { year: 'numeric', month: 'long' });
  return (
    <Stack gap="md">
      <KpiGrid items={kpis} lang={lang} />
      <ReportSeries
        id="buyer-daily"
        rows={report.series}
        lang={lang}
        fileParts={fileParts}
        exportable={exportable}
        groups={[
          {
            key: 'all',
            label: t('series.visits'),
            lines: [
              { name: 'rfq_views', label: t('buyer.totals.rfq_views'), color: 'blue.6' },
              { name: 'profile_views', label: t('buyer.totals.profile_views'), color: 'grape.6' },
              { name: 'quotations_received', label: t('buyer.totals.quotations_received'), color: 'orange.7' },
            ],
          },
        ]}
      />
      <ReportTable<BuyerRfqRow>
        id="requests"
        title={t('buyer.rfqs.title')}
        note={
          <Text size="xs" c="dimmed">
            {t('buyer.rfqs.note')}
          </Text>
        }
        rows={report.rfqs}
        rowKey={(r) => String(r.rfq_id)}
        fileParts={fileParts}
        exportable={exportable}
        minWidth={900}
        initialSort={{ key: 'posted', descending: true }}
        empty={
          <>
            {t('buyer.rfqs.empty')}{' '}
            {linked && (
              <Anchor component={Link} to="/user/request-quotation" size="sm">
                {t('buyer.rfqs.post')}
              </Anchor>
            )}
          </>
        }
        columns={[
          {
            key: 'request',
            label: t('buyer.rfqs.request'),
            value: (r) => r.product_name,
            render: (r) =>
              linked ? (
                <Anchor component={Link} to={`/user/request-quotation/detail/${r.rfq_id}`} size="sm">
                  {r.product_name}
                </Anchor>
              ) : (
                r.product_name
              ),
          },
          { key: 'posted', label: t('buyer.rfqs.posted'), value: (r) => r.posted_at, render: (r) => formatDate(r.posted_at, lang) },
          { key: 'views', label: t('buyer.rfqs.views'), value: (r) => r.views, render: (r) => formatNumber(r.views, lang), numeric: true },
          { key: 'quotations', label: t('buyer.rfqs.quotations'), value: (r) => r.quotations, render: (r) => formatNumber(r.quotations, lang), numeric: true },
          {
            key: 'first',
            label: t('buyer.rfqs.firstQuotation'),
            // In minutes, as the suppliers' first answers below: one unit across the file, named in its header.
            value: (r) => figureOr(r.first_quotation_hours, (hours) => Math.round(hours * 60), null),
            csvLabel: t('buyer.rfqs.firstQuotationCsv'),
            render: (r) => figureOr(r.first_quotation_hours, (hours) => duration(hours * 60), t('kpi.none')),
            numeric: true,
          },
          { key: 'min', label: t('buyer.rfqs.min'), value: (r) => r.price_min, render: (r) => money(r.price_min, r.currency), numeric: true },
          { key: 'median', label: t('buyer.rfqs.median'), value: (r) => r.price_median, render: (r) => money(r.price_median, r.currency), numeric: true },
          { key: 'max', label: t('buyer.rfqs.max'), value: (r) => r.price_max, render: (r) => money(r.price_max, r.currency), numeric: true },
          { key: 'currency', label: t('buyer.rfqs.currency'), value: (r) => r.currency },
          { key: 'other', label: t('buyer.rfqs.otherCurrency'), value: (r) => r.other_currency_quotations, numeric: true },
        ]}
      />
      <ReportTable<ContactedSupplierRow>
        id="suppliers-contacted"
        title={t('buyer.suppliers.title')}
        note={
          <Text size="sm">
            {report.median_response_minutes === null ? t('buyer.suppliers.noMedian') : t('buyer.suppliers.median', { value: duration(report.median_response_minutes) })}
          </Text>
        }
        rows={report.suppliers}
        rowKey={(s) => s.supplier_identity}
        fileParts={fileParts}
        exportable={exportable}
        minWidth={620}
        initialSort={{ key: 'contacted', descending: true }}
        empty={
          <>
            {t('buyer.suppliers.empty')}{' '}
            {linked && (
              <Anchor component={Link} to="/user/suggest-suppliers" size="sm">
                {t('buyer.suppliers.find')}
              </Anchor>
            )}
          </>
        }
        columns={[
          {
            key: 'supplier',
            label: t('buyer.suppliers.supplier'),
            value: (s) => s.company_name,
            render: (s) =>
              linked ? (
                <Anchor component={Link} to={`/supplier/${s.supplier_identity}`} size="sm">
                  {s.company_name}
                </Anchor>
              ) : (
                s.company_name
              ),
          },
          { key: 'channel', label: t('buyer.suppliers.channel'), value: (s) => t(`buyer.suppliers.channels.${s.channel}`) },
          { key: 'contacted', label: t('buyer.suppliers.contacted'), value: (s) => s.contacted_at, render: (s) => formatDate(s.contacted_at, lang) },
          {
            key: 'response',
            label: t('buyer.suppliers.firstResponse'),
            value: (s) => s.first_response_minutes,
            csvLabel: t('buyer.suppliers.firstResponseCsv'),
            render: (s) => (s.first_response_minutes === null ? t('buyer.suppliers.unanswered') : duration(s.first_response_minutes)),
            numeric: true,
          },
        ]}
      />
      <ReportTable<PreferredValueRow>
        id="preferred-value"
        title={t('buyer.preferred.title')}
        note={
          <Text size="xs" c="dimmed">
            {t('buyer.preferred.note')}
          </Text>
        }
        rows={report.preferred_value}
        rowKey={(p) => `${p.month}|${p.category_id}|${p.currency}`}
        fileParts={fileParts}
        exportable={exportable}
        minWidth={560}
        initialSort={{ key: 'month', descending: true }}
        empty={t('buyer.preferred.empty')}
        columns={[
          { key: 'month', label: t('buyer.preferred.month'), value: (p) => p.month, render: (p) => monthLabel(p.month) },
          { key: 'category', label: t('buyer.preferred.category'), value: (p) => p.category_name },
          { key: 'value', label: t('buyer.preferred.value'), value: (p) => p.value, render: (p) => money(p.value, p.currency), numeric: true },
          { key: 'currency', label: t('buyer.rfqs.currency'), value: (p) => p.currency },
          { key: 'quotations', label: t('buyer.preferred.quotations'), value: (p) => p.quotations, render: (p) => formatNumber(p.quotations, lang), numeric: true },
        ]}
      />
    </Stack>
  );
}
