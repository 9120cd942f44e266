import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Language } from '@tradelink/shared/constants/languages';
import { currenciesQuery, uomQuery } from '~/lib/reference-queries.ts';

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

/** A searchable picker over one reference list (its `name` is the value, its `label` is shown). */
function ReferenceSelect({ label, value, onChange, error, required, clearable = !required, options }: Props & { options: Array<{ name: string; label: string }> }) {
  return (
    <Select
      label={label}
      data={options.map((o) => ({ value: o.name, label: o.label }))}
      value={value || null}
      onChange={(v) => onChange(v ?? undefined)}
      error={error}
      required={required}
      clearable={clearable}
      searchable
    />
  );
}

export function CurrencySelect(props: Props) {
  const { i18n } = useTranslation();
  return <ReferenceSelect {...props} options={useQuery(currenciesQuery(i18n.language as Language)).data ?? []} />;
}

export function UnitSelect(props: Props) {
  const { i18n } = useTranslation();
  return <ReferenceSelect {...props} options={useQuery(uomQuery(i18n.language as Language)).data ?? []} />;
}
