import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Attachment } from '@tradelink/shared/attachment/attachment';
import { quotationSendRequest, type QuotationSendInput } from '@tradelink/shared/quotation/quotation';
import { addDaysIso, todayIso } from '@tradelink/shared/validation/optional';
import type { z } from 'zod';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { AttachmentField } from '~/components/attachment/AttachmentField.tsx';
import { CurrencySelect, UnitSelect } from '~/components/forms/ReferenceSelects.tsx';
import { IncotermSelect, PaymentTermsSelect } from './TermSelects.tsx';
import { formatLongDate } from '~/lib/format.ts';

export type QuotationValues = Partial<QuotationSendInput>;
export type CheckedQuotation = z.output<typeof quotationSendRequest>;

interface Props {
  initial: QuotationValues;
  initialFiles: Attachment[];
  submitLabel: string;
  busy: boolean;
  /** Called with the checked form; a rejected promise's ApiError shows on its field or above the form. */
  onSubmit: (checked: CheckedQuotation) => Promise<unknown>;
  onCancel: () => void;
  /** Every change, with the field the supplier changed, so the caller can keep a draft. */
  onValuesChange: (values: QuotationValues, files: Attachment[], field: string) => void;
  /** The buyer's incoterm and payment method, said under the choices (the form starts from them). */
  requested?: { incoterm: string | null; payment: string | null };
  onApplyTemplate: () => void;
  onSaveTemplate: (values: QuotationValues) => void;
}

/** The quotation's terms, checked with the server's schema before they are sent. */
export function QuotationForm({ initial, initialFiles, submitLabel, busy, onSubmit, onCancel, onValuesChange, onApplyTemplate, onSaveTemplate, requested }: Props) {
  const { t, i18n } = useTranslation('quoting');
  const form = useZodForm(quotationSendRequest, initial);
  const [files, setFiles] = useState<Attachment[]>(initialFiles);

  const set = <K extends keyof QuotationSendInput & string>(name: K, value: QuotationSendInput[K] | undefined) => {
    form.setField(name, value);
    onValuesChange({ ...form.values, [name]: value }, files, name);
  };
  // The native date field shows the browser's format; the chosen day is read back in the page language.
  const validUntil = formatLongDate(form.values.valid_until ?? '', i18n.language);
  const asked = (value: string | null | undefined, label?: string) => (value ? t('form.buyerAsked', { value: label ?? value }) : undefined);
  const text = <K extends 'unit_price' | 'quantity' | 'lead_time_days' | 'valid_until' | 'message'>(name: K) => ({
    value: String(form.values[name] ?? ''),
    error: form.errors[name],
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(onSubmit)}
    >
      <Stack>
        <FormErrorAlert message={form.formError} />
        <Group gap="xs">
          <Button variant="light" size="xs" onClick={onApplyTemplate}>
            {t('form.applyTemplate')}
          </Button>
          <Button variant="subtle" size="xs" onClick={() => onSaveTemplate(form.values)}>
            {t('form.saveAsTemplate')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.unitPrice')} inputMode="decimal" required {...text('unit_price')} />
          <CurrencySelect label={t('form.currency')} value={form.values.currency} onChange={(v) => set('currency', v)} error={form.errors.currency} required />
          <TextInput label={t('form.quantity')} inputMode="decimal" required {...text('quantity')} />
          <UnitSelect label={t('form.uom')} value={form.values.uom} onChange={(v) => set('uom', v)} error={form.errors.uom} required />
          <IncotermSelect
            value={form.values.incoterm as string | undefined}
            onChange={(v) => set('incoterm', v as QuotationSendInput['incoterm'])}
            error={form.errors.incoterm}
            description={asked(requested?.incoterm)}
          />
          <PaymentTermsSelect
            value={form.values.payment_terms as string | undefined}
            onChange={(v) => set('payment_terms', v as QuotationSendInput['payment_terms'])}
            error={form.errors.payment_terms}
            description={asked(requested?.payment, requested?.payment === 'Other' ? t('form.otherPayment') : undefined)}
          />
          <TextInput label={t('form.leadTime')} description={t('form.leadTimeHint')} inputMode="numeric" {...text('lead_time_days')} />
          <TextInput
            type="date"
            label={t('form.validUntil')}
            required
            min={todayIso()}
            max={addDaysIso(todayIso(), 365)}
            {...text('valid_until')}
            description={validUntil ? t('form.validUntilOn', { date: validUntil }) : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        </SimpleGrid>
        <Textarea label={t('form.message')} placeholder={t('form.messagePlaceholder')} autosize minRows={3} maxRows={10} maxLength={4000} {...text('message')} />
        <AttachmentField
          label={t('form.attachments')}
          value={files}
          error={form.errors.attachment_ids}
          onChange={(next) => {
            setFiles(next);
            const ids = next.map((f) => f.id);
            form.setField('attachment_ids', ids);
            onValuesChange({ ...form.values, attachment_ids: ids }, next, 'attachment_ids');
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
