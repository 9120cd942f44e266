import { Box, Table, Title } from '@mantine/core';
import type { MarketplaceOverview } from '@tradelink/shared/analytics/marketplace-overview';
import { formatMoney } from '@tradelink/shared/membership/money';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatNumber, formatShortDate, intlLocale } from '~/lib/format.ts';
import { SERIES_COLUMNS } from '../overview-csv.ts';

/** Every period's figures: what the charts draw, readable and selectable (phones scroll it sideways). */
export function OverviewTable({ data }: { data: MarketplaceOverview }) {
  const { t, i18n } = useTranslation('adminAnalytics');
  const lang = i18n.language;
  const period = (p: MarketplaceOverview['series'][number]) =>
    p.period === p.period_end ? formatShortDate(p.period, lang) : `${formatShortDate(p.period, lang)} – ${formatShortDate(p.period_end, lang)}`;
  return (
    <section aria-labelledby="overview-table">
      <Title order={2} size="h4" id="overview-table" mb="xs">
        {t('table.title')}
      </Title>
      {/* A region keyboard users can scroll, both ways: a phone is narrower than the table, and a
          year of days is long (the header row stays in view). */}
      <Box tabIndex={0} role="region" aria-labelledby="overview-table" mah={520} style={{ overflow: 'auto' }}>
        <Table striped highlightOnHover stickyHeader miw={980} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('table.period')}</Table.Th>
              {SERIES_COLUMNS.map((c) => (
                <Table.Th key={c} ta="right">
                  {t(`figures.${c}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.series.map((p) => (
              <Table.Tr key={p.period}>
                <Table.Th scope="row" fw={500}>
                  {period(p)}
                </Table.Th>
                {SERIES_COLUMNS.map((c) => (
                  <Table.Td key={c} ta="right">
                    {c.endsWith('_cents') ? formatMoney(p[c], intlLocale(lang), data.currency) : formatNumber(p[c], lang)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </section>
  );
}
