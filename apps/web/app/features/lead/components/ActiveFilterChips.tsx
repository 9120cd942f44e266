import { Button, Group, Pill } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { countryName, formatNumber } from '~/lib/format.ts';
import { NO_FILTERS, type LeadFilterValues } from '../lead-url.ts';

/**
 * The filters in force as removable chips, in sight even when they leave nothing to show: each
 * chip says what it filters and takes it away; "Clear filters" takes them all.
 */
export function ActiveFilterChips({ values, onChange }: { values: LeadFilterValues; onChange: (next: Partial<LeadFilterValues>) => void }) {
  const { t, i18n } = useTranslation('leads');
  const lang = i18n.language;
  const n = (v: string) => formatNumber(Number(v), lang);
  const chips: Array<{ key: string; label: string; clear: Partial<LeadFilterValues> }> = [];
  if (values.keyword) chips.push({ key: 'keyword', label: t('leads.chips.keyword', { keyword: values.keyword }), clear: { keyword: '' } });
  if (values.categoryId) chips.push({ key: 'category', label: values.categoryName ?? t('leads.filters.category'), clear: { categoryId: undefined, categoryName: null } });
  if (values.country) chips.push({ key: 'country', label: t('leads.chips.country', { country: countryName(values.country, lang) }), clear: { country: '' } });
  if (values.minQuantity || values.maxQuantity) {
    const label =
      values.minQuantity && values.maxQuantity
        ? t('leads.chips.quantityBetween', { min: n(values.minQuantity), max: n(values.maxQuantity) })
        : values.minQuantity
          ? t('leads.chips.quantityFrom', { min: n(values.minQuantity) })
          : t('leads.chips.quantityUpTo', { max: n(values.maxQuantity) });
    chips.push({ key: 'quantity', label, clear: { minQuantity: '', maxQuantity: '' } });
  }
  if (values.postedWithin) chips.push({ key: 'posted', label: t(`leads.filters.postedWithin_${values.postedWithin}` as never), clear: { postedWithin: '' } });
  if (values.withAttachments) chips.push({ key: 'files', label: t('leads.filters.withFiles'), clear: { withAttachments: false } });
  if (!chips.length) return null;
  return (
    <Group gap={6} wrap="wrap" role="list" aria-label={t('leads.chips.label')}>
      {chips.map((chip) => (
        <div role="listitem" key={chip.key}>
          <Pill
            size="md"
            withRemoveButton
            onRemove={() => onChange(chip.clear)}
            // Mantine hides a pill's remove button from screen readers and the Tab key (it expects
            // Backspace in a PillsInput); here it is the only way to take one filter away.
            removeButtonProps={{ 'aria-label': t('leads.chips.remove', { filter: chip.label }), 'aria-hidden': false, tabIndex: 0 }}
            style={{ maxWidth: '100%' }}
          >
            {chip.label}
          </Pill>
        </div>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={() => onChange(NO_FILTERS)}>
        {t('leads.filters.clear')}
      </Button>
    </Group>
  );
}
