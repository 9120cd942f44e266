import { useEffect, useState } from 'react';
import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { LeadShow } from '@tradelink/shared/lead/lead';
import { CategoryPicker } from '~/components/forms/CategoryPicker.tsx';
import { CountrySelect } from '~/components/forms/CountrySelect.tsx';
import { useDebounced } from '~/lib/use-debounced.ts';

export interface LeadFilterValues {
  show: LeadShow;
  keyword: string;
  categoryId: number | undefined;
  categoryName: string | null;
  country: string;
}

/** Active/hidden switch, keyword, category and destination country; the page keeps them in the URL. */
export function LeadFilters({ values, onChange }: { values: LeadFilterValues; onChange: (next: Partial<LeadFilterValues>) => void }) {
  const { t } = useTranslation('leads');
  const [keyword, setKeyword] = useState(values.keyword);
  const settled = useDebounced(keyword.trim(), 300);
  useEffect(() => {
    if (settled !== values.keyword) onChange({ keyword: settled });
    // Only typing settles the keyword; a cleared filter resets the box below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  const filtered = Boolean(values.keyword || values.categoryId || values.country);
  return (
    <>
      <SegmentedControl
        value={values.show}
        onChange={(v) => onChange({ show: v === 'hidden' ? 'hidden' : 'active' })}
        data={[
          { value: 'active', label: t('leads.show.active') },
          { value: 'hidden', label: t('leads.show.hidden') },
        ]}
        aria-label={t('leads.show.label')}
        w="fit-content"
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('leads.filters.keyword')}
          placeholder={t('leads.filters.keywordPlaceholder')}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          type="search"
          w={{ base: '100%', sm: 240 }}
        />
        <div style={{ minWidth: 240 }}>
          <CategoryPicker
            key={values.categoryId ?? 'none'}
            label={t('leads.filters.category')}
            value={values.categoryId}
            initialName={values.categoryName}
            onChange={(id, name) => onChange({ categoryId: id, categoryName: name })}
          />
        </div>
        <div style={{ minWidth: 200 }}>
          <CountrySelect
            label={t('leads.filters.country')}
            placeholder={t('leads.filters.countryPlaceholder')}
            value={values.country}
            onChange={(country) => onChange({ country })}
          />
        </div>
        {filtered && (
          <Button
            variant="subtle"
            onClick={() => {
              setKeyword('');
              onChange({ keyword: '', categoryId: undefined, categoryName: null, country: '' });
            }}
          >
            {t('leads.filters.clear')}
          </Button>
        )}
      </Group>
    </>
  );
}
