import { Table, Text } from '@mantine/core';
import type { Language } from '@tradelink/shared/constants/languages';
import type { QuotationDetail } from '@tradelink/shared/quotation/quotation';
import { useTranslation } from '~/lib/use-translation.tsx';
import { QuotationStatusBadge } from '../public/QuotationStatusBadge.tsx';
import { compareValues } from './compare-values.ts';
import { QuotationActions } from './QuotationActions.tsx';
import { QuotationSupplierLine } from './QuotationSupplierLine.tsx';
import css from './QuotationCompare.module.css';

/**
 * The quotations side by side on a wide screen. When the table is still wider than its room (a
 * narrow window with the sidebar), it scrolls inside its frame with the supplier column pinned, so a
 * row always says whose offer it is.
 */
export function QuotationCompareTable({ quotations, label, focusedId }: { quotations: QuotationDetail[]; label: string; focusedId?: number }) {
  const { t, i18n } = useTranslation('sourcing');
  const lang = i18n.language as Language;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={css.pinned}>{t('quotation.supplier')}</Table.Th>
            <Table.Th>{t('quotation.unitPrice')}</Table.Th>
            <Table.Th>{t('quotation.total')}</Table.Th>
            <Table.Th>{t('quotation.leadTime')}</Table.Th>
            <Table.Th>{t('quotation.validUntil')}</Table.Th>
            <Table.Th>{t('quotation.terms')}</Table.Th>
            <Table.Th>{t('quotation.statusLabel')}</Table.Th>
            <Table.Th>{t('compare.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quotations.map((q) => {
            const v = compareValues(q, t, lang);
            return (
              <Table.Tr key={q.id} id={`quotation-row-${q.id}`} aria-current={q.id === focusedId || undefined} className={q.id === focusedId ? css.focused : undefined}>
                <Table.Td className={css.pinned}>
                  <QuotationSupplierLine quotation={q} />
                </Table.Td>
                <Table.Td>
                  {v.unitPrice}
                  <Text size="xs" c="dimmed">
                    {t('compare.perUnit', { unit: v.perUnit })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {v.total}
                  <Text size="xs" c="dimmed">
                    {v.quantity}
                  </Text>
                </Table.Td>
                <Table.Td>{v.leadTime}</Table.Td>
                <Table.Td>{v.validUntil}</Table.Td>
                <Table.Td>{v.terms}</Table.Td>
                <Table.Td>
                  <QuotationStatusBadge status={q.status} />
                </Table.Td>
                <Table.Td>
                  <QuotationActions quotation={q} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
