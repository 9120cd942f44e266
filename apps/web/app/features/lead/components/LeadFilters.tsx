import { useEffect, useId, useState } from 'react';
import { Button, Checkbox, Collapse, Group, SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { MARKET_SORTS, POSTED_WITHIN, type MarketSort, type PostedWithin } from '@tradelink/shared/lead/lead-filters';
import { CategoryPicker } from '~/components/forms/CategoryPicker.tsx';
import { CountrySelect } from '~/components/forms/CountrySelect.tsx';
import { useDebounced } from '~/lib/use-debounced.ts';
import type { LeadFilterValues, LeadView } from '../lead-url.ts';
import { quantityProblem } from '../quantity-range.ts';

interface Props {
  values: LeadFilterValues;
  onChange: (next: Partial<LeadFilterValues>) => void;
}

/**
 * The view switch (recommended, the whole market, hidden) and the filters every view shares:
 * keyword, category and destination always in sight; quantity range, publication date, files and
 * (in the market) the order under "More filters", open whenever one of them is set. Typed values
 * settle before the URL changes; a quantity range is checked here before it is sent.
 */
export function LeadFilters({ values, onChange }: Props) {
  const { t } = useTranslation('leads');
  const moreId = useId();
  const [keyword, setKeyword] = useState(values.keyword);
  const [range, setRange] = useState({ min: values.minQuantity, max: values.maxQuantity });
  const moreSet = Boolean(values.minQuantity || values.maxQuantity || values.postedWithin || values.withAttachments || values.sort !== 'newest');
  const [moreOpen, setMoreOpen] = useState(moreSet);
  const settled = useDebounced(keyword.trim(), 300);
  const settledRange = useDebounced(range, 500);
  const problem = quantityProblem(range.min.trim(), range.max.trim());

  // Only typing settles these; clearing filters (a chip, "Clear filters") resets the boxes below.
  useEffect(() => {
    if (settled !== values.keyword) onChange({ keyword: settled });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  useEffect(() => {
    const min = settledRange.min.trim();
    const max = settledRange.max.trim();
    if (quantityProblem(min, max)) return;
    if (min !== values.minQuantity || max !== values.maxQuantity) onChange({ minQuantity: min, maxQuantity: max });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledRange]);
  useEffect(() => setKeyword((k) => (k.trim() === values.keyword ? k : values.keyword)), [values.keyword]);
  useEffect(() => setRange((r) => (r.min.trim() === values.minQuantity && r.max.trim() === values.maxQuantity ? r : { min: values.minQuantity, max: values.maxQuantity })), [values.minQuantity, values.maxQuantity]);
  useEffect(() => {
    if (moreSet) setMoreOpen(true);
  }, [moreSet]);

  const views: Array<{ value: LeadView; label: string }> = [
    { value: 'recommended', label: t('leads.show.recommended') },
    { value: 'market', label: t('leads.show.market') },
    { value: 'hidden', label: t('leads.show.hidden') },
  ];
  return (
    <>
      <SegmentedControl
        value={values.view}
        onChange={(v) => onChange({ view: v as LeadView })}
        data={views}
        aria-label={t('leads.show.label')}
        w={{ base: '100%', sm: 'fit-content' }}
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('leads.filters.keyword')}
          placeholder={t('leads.filters.keywordPlaceholder')}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          type="search"
          w={{ base: '100%', sm: 260 }}
        />
        <div style={{ minWidth: 240, flex: '1 1 240px', maxWidth: 360 }}>
          <CategoryPicker
            key={values.categoryId ?? 'none'}
            label={t('leads.filters.category')}
            value={values.categoryId}
            initialName={values.categoryName}
            onChange={(id, name) => onChange({ categoryId: id, categoryName: name })}
          />
        </div>
        <div style={{ minWidth: 200, flex: '1 1 200px', maxWidth: 280 }}>
          <CountrySelect
            label={t('leads.filters.country')}
            placeholder={t('leads.filters.countryPlaceholder')}
            value={values.country}
            onChange={(country) => onChange({ country })}
          />
        </div>
        <Button variant="subtle" onClick={() => setMoreOpen((o) => !o)} aria-expanded={moreOpen} aria-controls={moreId}>
          {moreOpen ? t('leads.filters.fewer') : t('leads.filters.more')}
        </Button>
      </Group>
      <Collapse expanded={moreOpen} id={moreId}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: values.view === 'market' ? 5 : 4 }} spacing="sm" style={{ alignItems: 'end' }}>
          <TextInput
            label={t('leads.filters.minQuantity')}
            inputMode="decimal"
            value={range.min}
            onChange={(e) => setRange((r) => ({ ...r, min: e.currentTarget.value }))}
            error={problem === 'min' ? t('leads.filters.quantityInvalid') : undefined}
          />
          <TextInput
            label={t('leads.filters.maxQuantity')}
            inputMode="decimal"
            value={range.max}
            onChange={(e) => setRange((r) => ({ ...r, max: e.currentTarget.value }))}
            error={problem === 'max' ? t('leads.filters.quantityInvalid') : problem === 'range' ? t('leads.filters.quantityRange') : undefined}
          />
          <Select
            label={t('leads.filters.posted')}
            data={[{ value: '', label: t('leads.filters.postedAny') }, ...POSTED_WITHIN.map((d) => ({ value: d, label: t(`leads.filters.postedWithin_${d}` as never) }))]}
            value={values.postedWithin}
            onChange={(v) => onChange({ postedWithin: (v ?? '') as PostedWithin | '' })}
            allowDeselect={false}
          />
          {values.view === 'market' && (
            <Select
              label={t('leads.filters.sort')}
              data={MARKET_SORTS.map((s) => ({ value: s, label: t(`leads.filters.sort_${s}` as never) }))}
              value={values.sort}
              onChange={(v) => onChange({ sort: (v ?? 'newest') as MarketSort })}
              allowDeselect={false}
            />
          )}
          <Checkbox
            label={t('leads.filters.withFiles')}
            checked={values.withAttachments}
            onChange={(e) => onChange({ withAttachments: e.currentTarget.checked })}
            mb={8}
          />
        </SimpleGrid>
      </Collapse>
    </>
  );
}
