import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tradelink/shared/constants/languages';
import { currenciesQuery, uomQuery } from '../api/reference-queries.ts';

// Currency and unit pickers over the reference calls, shared by the RFQ, product, quotation,
// template and inquiry forms. Each caller names the field in its own words.

interface Props {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  error?: string;
  required?: boolean;
  /** Optional fields can be emptied; required ones cannot. Defaults to `!required`. */
  clearable?: boolean;
}

export function CurrencySelect({ label, value, onChange, error, required, clearable = !required }: Props) {
  const { i18n } = useTranslation();
  const currencies = useQuery(currenciesQuery(i18n.language as Language)).data ?? [];
  return (
    <Select
      label={label}
      data={currencies.map((c) => ({ value: c.name, label: c.label }))}
      value={value || null}
      onChange={(v) => onChange(v ?? undefined)}
      error={error}
      required={required}
      clearable={clearable}
      searchable
    />
  );
}

export function UnitSelect({ label, value, onChange, error, required, clearable = !required }: Props) {
  const { i18n } = useTranslation();
  const units = useQuery(uomQuery(i18n.language as Language)).data ?? [];
  return (
    <Select
      label={label}
      data={units.map((u) => ({ value: u.name, label: u.label }))}
      value={value || null}
      onChange={(v) => onChange(v ?? undefined)}
      error={error}
      required={required}
      clearable={clearable}
      searchable
    />
  );
}
