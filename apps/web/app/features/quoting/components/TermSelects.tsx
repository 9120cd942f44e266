import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tradelink/shared/constants/languages';
import { INCOTERMS, PAYMENT_METHODS } from '@tradelink/shared/constants/lists';
import { currenciesQuery, uomQuery } from '~/features/reference/api/reference-queries.ts';

// The choice fields the quotation form and the template form share.

interface ChoiceProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  error?: string;
  required?: boolean;
}

export function CurrencySelect({ value, onChange, error, required }: ChoiceProps) {
  const { t, i18n } = useTranslation('quoting');
  const currencies = useQuery(currenciesQuery(i18n.language as Language)).data ?? [];
  return (
    <Select
      label={t('form.currency')}
      data={currencies.map((c) => ({ value: c.name, label: c.label }))}
      value={value || null}
      onChange={(v) => onChange(v ?? undefined)}
      error={error}
      required={required}
      clearable={!required}
      searchable
    />
  );
}

export function UnitSelect({ value, onChange, error, required }: ChoiceProps) {
  const { t, i18n } = useTranslation('quoting');
  const units = useQuery(uomQuery(i18n.language as Language)).data ?? [];
  return (
    <Select
      label={t('form.uom')}
      data={units.map((u) => ({ value: u.name, label: u.label }))}
      value={value || null}
      onChange={(v) => onChange(v ?? undefined)}
      error={error}
      required={required}
      clearable={!required}
      searchable
    />
  );
}

export function IncotermSelect({ value, onChange, error }: ChoiceProps) {
  const { t } = useTranslation('quoting');
  return <Select label={t('form.incoterm')} data={[...INCOTERMS]} value={value || null} onChange={(v) => onChange(v ?? undefined)} error={error} clearable />;
}

export function PaymentTermsSelect({ value, onChange, error }: ChoiceProps) {
  const { t } = useTranslation('quoting');
  return (
    <Select
      label={t('form.paymentTerms')}
      data={PAYMENT_METHODS.map((p) => ({ value: p, label: p === 'Other' ? t('form.otherPayment') : p }))}
      value={value || null}
      onChange={(v) => onChange(v ?? undefined)}
      error={error}
      clearable
    />
  );
}
