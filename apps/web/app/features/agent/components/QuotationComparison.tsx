import { Alert, Anchor, Badge, Box, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentToolOutput } from '@tradelink/shared/agent/tools';
import { QuotationStatusBadge } from '~/features/quotation/public/QuotationStatusBadge.tsx';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatAmountWithUnit, formatDate, formatMoney } from '~/lib/format.ts';
import { localPath, ToolSection } from './ToolSection.tsx';
import { useUnitLabel } from './use-unit-label.ts';
import css from './agent.module.css';

/**
 * `compare_quotations`: the quotations on one of the buyer's requests, cheapest first, the lowest
 * price and the shortest lead time marked (in words, not only by colour). With several currencies
 * the table says prices are not compared across them.
 */
export function QuotationComparison({ output }: { output: AgentToolOutput<'compare_quotations'> }) {
  const { t, i18n } = useTranslation('agent');
  const lang = i18n.language;
  const { rfq } = output;
  const unit = useUnitLabel();
  const money = (value: string, currency: string) => formatMoney(Number(value), currency, lang);
  return (
    <ToolSection title={t('tools.quotations.title', { name: rfq.product_name })} link={{ to: localPath(output.url, `/user/received-quotation/${rfq.id}`), label: t('tools.quotations.open') }}>
      <Text size="sm" c="dimmed">
        {t('tools.quotations.requested', { quantity: formatAmountWithUnit(Number(rfq.quantity), unit(rfq.uom), lang) })}
        {rfq.target_price !== null && ` · ${t('tools.quotations.target', { price: money(rfq.target_price, rfq.currency) })}`}
      </Text>
      {output.mixed_currencies && (
        <Alert color="yellow" p="xs">
          <Text size="sm">{t('tools.quotations.mixed')}</Text>
        </Alert>
      )}
      {output.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tools.quotations.none')}
        </Text>
      ) : (
        <Box className={css.scroll} tabIndex={0} role="region" aria-label={t('tools.quotations.title', { name: rfq.product_name })}>
          <Table withTableBorder miw={720} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tools.quotations.supplier')}</Table.Th>
                <Table.Th>{t('tools.quotations.unitPrice')}</Table.Th>
                <Table.Th>{t('tools.quotations.total')}</Table.Th>
                <Table.Th>{t('tools.quotations.terms')}</Table.Th>
                <Table.Th>{t('tools.quotations.leadTime')}</Table.Th>
                <Table.Th>{t('tools.quotations.validUntil')}</Table.Th>
                <Table.Th>{t('tools.quotations.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {output.rows.map((row) => {
                const cheapest = row.quotation_id === output.lowest_price_id;
                const fastest = row.quotation_id === output.shortest_lead_time_id;
                return (
                  <Table.Tr key={row.quotation_id} className={cheapest || fastest ? css.highlight : undefined}>
                    <Table.Td>
                      <Anchor component={Link} to={`/supplier/${row.supplier.identity}`} size="sm">
                        {row.supplier.company_name}
                      </Anchor>
                      <Group gap={4} mt={2}>
                        <VerificationLevel level={row.supplier.verification_level} />
                        {row.is_new && (
                          <Badge size="xs" color="blue">
                            {t('tools.quotations.new')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/quotations/${row.quotation_id}`} size="sm" fw={600}>
                        {money(row.unit_price, row.currency)}
                      </Anchor>
                      {cheapest && (
                        <Badge size="xs" color="green" display="block" mt={2}>
                          {t('tools.quotations.cheapest')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{money(row.total, row.currency)}</Table.Td>
                    <Table.Td>{[row.incoterm, row.payment_terms].filter(Boolean).join(' · ') || '—'}</Table.Td>
                    <Table.Td>
                      {row.lead_time_days === null ? '—' : t('tools.quotations.days', { count: row.lead_time_days })}
                      {fastest && (
                        <Badge size="xs" color="teal" display="block" mt={2}>
                          {t('tools.quotations.fastest')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{row.valid_until ? formatDate(row.valid_until, lang) : '—'}</Table.Td>
                    <Table.Td>
                      <QuotationStatusBadge status={row.status} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </ToolSection>
  );
}
