import { Textarea } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { SUPPORT_TEXT_MAX } from '@tradelink/shared/support/support-forms';

interface Props {
  label: string;
  placeholder?: string;
  /** The schema's minimum, shown as a hint with the count so far. */
  min: number;
  value: string;
  error?: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
}

/** A description box of the support forms: the minimum length is a visible hint, not a surprise. */
export function SupportTextarea({ label, placeholder, min, value, error, onChange }: Props) {
  const { t } = useTranslation('support');
  return (
    <Textarea
      label={label}
      placeholder={placeholder}
      description={min > 1 ? t('minLength', { min, count: value.trim().length }) : undefined}
      autosize
      minRows={4}
      maxRows={12}
      maxLength={SUPPORT_TEXT_MAX}
      required
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
