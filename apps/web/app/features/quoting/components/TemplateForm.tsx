import type { ReactNode } from 'react';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { templateForm, TEMPLATE_NAME_MAX, type TemplateForm as CheckedTemplate, type TemplateFormInput } from '@tradelink/shared/quotation/template';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { CurrencySelect, UnitSelect } from '~/components/forms/ReferenceSelects.tsx';
import { IncotermSelect, PaymentTermsSelect } from './TermSelects.tsx';

interface Props {
  initial: Partial<TemplateFormInput>;
  submitLabel: string;
  busy: boolean;
  /** Called with the checked form; a rejected promise's ApiError shows on its field (a taken name) or above. */
  onSubmit: (checked: CheckedTemplate) => Promise<unknown>;
  onCancel?: () => void;
  /** More actions beside the buttons (the page's delete). */
  extra?: ReactNode;
}

/** A template's name and terms; every term is optional, and checked like the quotation form's. */
export function TemplateForm({ initial, submitLabel, busy, onSubmit, onCancel, extra }: Props) {
  const { t } = useTranslation('quoting');
  const form = useZodForm(templateForm, { message: '', ...initial });
  const text = <K extends 'name' | 'unit_price' | 'lead_time_days' | 'validity_days' | 'message'>(name: K) => ({
    value: String(form.values[name] ?? ''),
    error: form.errors[name],
    onChange: (e: { currentTarget: { value: string } }) => form.setField(name, e.currentTarget.value),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(onSubmit)}
    >
      <Stack>
        <FormErrorAlert message={form.formError} />
        <TextInput label={t('template.name')} description={t('template.nameHint')} required maxLength={TEMPLATE_NAME_MAX} {...text('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.unitPrice')} inputMode="decimal" {...text('unit_price')} />
          <CurrencySelect label={t('form.currency')} value={form.values.currency as string | undefined} onChange={(v) => form.setField('currency', v)} error={form.errors.currency} />
          <UnitSelect label={t('form.uom')} value={form.values.uom as string | undefined} onChange={(v) => form.setField('uom', v)} error={form.errors.uom} />
          <IncotermSelect value={form.values.incoterm as string | undefined} onChange={(v) => form.setField('incoterm', v as TemplateFormInput['incoterm'])} error={form.errors.incoterm} />
          <PaymentTermsSelect
            value={form.values.payment_terms as string | undefined}
            onChange={(v) => form.setField('payment_terms', v as TemplateFormInput['payment_terms'])}
            error={form.errors.payment_terms}
          />
          <TextInput label={t('form.leadTime')} description={t('form.leadTimeHint')} inputMode="numeric" {...text('lead_time_days')} />
          <TextInput label={t('template.validityDays')} description={t('template.validityHint')} inputMode="numeric" {...text('validity_days')} />
        </SimpleGrid>
        <Textarea label={t('form.message')} placeholder={t('form.messagePlaceholder')} autosize minRows={3} maxRows={10} maxLength={4000} {...text('message')} />
        <Group justify="space-between">
          <div>{extra}</div>
          <Group gap="xs">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('form.cancel')}
              </Button>
            )}
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
