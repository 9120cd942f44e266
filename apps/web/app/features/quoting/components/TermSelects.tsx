import { Select } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { INCOTERMS, PAYMENT_METHODS } from '@tradelink/shared/constants/lists';

// The trade-term choices the quotation form and the template form share (currency and unit come
// from the reference feature).

interface ChoiceProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  error?: string;
  description?: string;
}

export function IncotermSelect({ value, onChange, error, description }: ChoiceProps) {
  const { t } = useTranslation('quoting');
  return (
    <Select
      label={t('form.incoterm')}
      data={[...INCOTERMS]}
      value={value || null}
      onChange={(v) => onChange(v ?? undefined)}
      error={error}
      description={description}
      clearable
    />
  );
}

export function PaymentTermsSelect({ value, onChange, error, description }: ChoiceProps) {
  const { t } = useTranslation('quoting');
  return (
    <Select
      label={t('form.paymentTerms')}
      data={PAYMENT_METHODS.map((p) => ({ value: p, label: p === 'Other' ? t('form.otherPayment') : p }))}
      value={value || null}
      onChange={(v) => onChange(v ?? undefined)}
      error={error}
      description={description}
      clearable
    />
  );
}
