import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Language } from '@tradelink/shared/constants/languages';
import { countriesQuery } from '~/lib/reference-queries.ts';

interface Props {
  label: string;
  placeholder?: string;
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
}

/** Countries from `get_countries`, in the page's language, searchable. */
export function CountrySelect({ label, placeholder, value, error, required, onChange }: Props) {
  const { i18n } = useTranslation();
  const { data = [] } = useQuery(countriesQuery(i18n.language as Language));
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data.map((c) => ({ value: c.code, label: c.country_name }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      required={required}
      searchable
      nothingFoundMessage="—"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
