import { useState } from 'react';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { api } from '~/lib/api-client.ts';
import { useDebounced } from '~/lib/use-debounced.ts';

interface Props {
  label: string;
  value: number | undefined;
  /** The chosen category's name, shown before any search (editing an RFQ). */
  initialName?: string | null;
  error?: string;
  required?: boolean;
  onChange: (id: number | undefined, name: string | null) => void;
}

/** The spec's category search (`search_product_category`): type to find, shown with its path. */
export function CategoryPicker({ label, value, initialName, error, required, onChange }: Props) {
  const { t, i18n } = useTranslation('sourcing');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(
    value && initialName ? { value: String(value), label: initialName } : null,
  );
  const kw = useDebounced(search.trim(), 250);
  const { data = [], isFetching } = useQuery({
    queryKey: ['reference', 'category-search', kw, i18n.language],
    queryFn: () => api('search_product_category', { kw }),
    staleTime: 600_000,
  });
  // Until the answer for what is typed now arrives, offer nothing new: a quick Enter must not pick a
  // category from the previous search.
  const settled = kw === search.trim() && !isFetching;
  const options = settled ? data.map((hit) => ({ value: hit.name, label: hit.path.join(' › ') || hit.category_name })) : [];
  if (chosen && !options.some((o) => o.value === chosen.value)) options.unshift(chosen);
  return (
    <Select
      label={label}
      placeholder={t('form.categoryPlaceholder')}
      data={options}
      value={value ? String(value) : null}
      searchable
      required={required}
      error={error}
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={settled ? t('form.noCategory') : t('form.searching')}
      onChange={(v, option) => {
        setChosen(option ?? null);
        onChange(v ? Number(v) : undefined, option?.label ?? null);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
