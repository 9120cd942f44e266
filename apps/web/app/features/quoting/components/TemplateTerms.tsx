import { Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Language } from '@tradelink/shared/constants/languages';
import type { QuotationTemplate } from '@tradelink/shared/quotation/template';
import { FactTable } from '~/components/FactTable.tsx';
import { formatMoney } from '~/lib/format.ts';
import { unitLabel } from '@tradelink/shared/reference/units';

/** A template's terms, as a preview of what applying it fills in. */
export function TemplateTerms({ template: tpl }: { template: QuotationTemplate }) {
  const { t, i18n } = useTranslation('quoting');
  const lang = i18n.language as Language;
  const price = tpl.unit_price ? (tpl.currency ? formatMoney(Number(tpl.unit_price), tpl.currency, lang) : tpl.unit_price) : null;
  const facts: Array<[string, string | null]> = [
    [t('form.unitPrice'), price ? (tpl.uom ? t('terms.perUnit', { price, unit: unitLabel(tpl.uom, lang) }) : price) : null],
    [t('form.currency'), !price ? tpl.currency : null],
    [t('form.uom'), !price ? unitLabel(tpl.uom, lang) : null],
    [t('form.incoterm'), tpl.incoterm],
    [t('form.paymentTerms'), tpl.payment_terms === 'Other' ? t('form.otherPayment') : tpl.payment_terms],
    [t('form.leadTime'), tpl.lead_time_days ? t('terms.days', { count: tpl.lead_time_days }) : null],
    [t('template.validityDays'), tpl.validity_days ? t('terms.validFor', { count: tpl.validity_days }) : null],
  ];
  const shown = facts.filter(([, v]) => v);
  return (
    <>
      {shown.length > 0 ? <FactTable facts={shown} labelWidth="40%" /> : <Text size="sm" c="dimmed">{t('terms.none')}</Text>}
      {tpl.message && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
          {tpl.message}
        </Text>
      )}
    </>
  );
}
