import { Box, Card, Group, Text } from '@mantine/core';
import css from './QuotationCompare.module.css';
import type { Language } from '@tradelink/shared/constants/languages';
import type { QuotationDetail } from '@tradelink/shared/quotation/quotation';
import { FactTable } from '~/components/FactTable.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import { QuotationStatusBadge } from '../public/QuotationStatusBadge.tsx';
import { compareValues } from './compare-values.ts';
import { QuotationActions } from './QuotationActions.tsx';
import { QuotationSupplierLine } from './QuotationSupplierLine.tsx';

/**
 * One quotation on a phone: every column of the comparison table as a labelled row, and the
 * decision and chat buttons in reach, with nothing off-screen.
 */
export function QuotationCompareCard({ quotation: q, focused = false }: { quotation: QuotationDetail; focused?: boolean }) {
  const { t, i18n } = useTranslation('sourcing');
  const lang = i18n.language as Language;
  const v = compareValues(q, t, lang);
  const headingId = `quotation-${q.id}-supplier`;
  return (
    <Card withBorder padding="md" component="article" id={`quotation-card-${q.id}`} aria-labelledby={headingId} aria-current={focused || undefined} className={focused ? css.focused : undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <QuotationSupplierLine quotation={q} headingId={headingId} />
        <QuotationStatusBadge status={q.status} />
      </Group>
      <Group gap={6} align="baseline" mt="sm">
        <Text fw={700} size="xl">
          {v.unitPrice}
        </Text>
        <Text size="sm" c="dimmed">
          {t('compare.perUnit', { unit: v.perUnit })}
        </Text>
      </Group>
      <FactTable
        labelWidth="40%"
        facts={[
          [t('quotation.total'), `${v.total} · ${v.quantity}`],
          [t('quotation.leadTime'), v.leadTime],
          [t('quotation.validUntil'), v.validUntil],
          [t('quotation.terms'), v.terms],
        ]}
      />
      <Box mt="sm">
        <QuotationActions quotation={q} size="sm" />
      </Box>
    </Card>
  );
}
