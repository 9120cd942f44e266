import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Attachment } from '@tradelink/shared/attachment/attachment';
import { FREQUENCIES, INCOTERMS, PAYMENT_METHODS, RECOMMENDED_FREQUENCY } from '@tradelink/shared/constants/lists';
import { DEFAULT_EXPIRY_DAYS, RFQ_DESCRIPTION_MAX, MAX_EXPIRY_DAYS, RFQ_NAME_MAX, rfqForm, type RfqForm as RfqFormOutput, type RfqFormInput, type RfqOwned } from '@tradelink/shared/rfq/rfq';
import { addDaysIso, todayIso } from '@tradelink/shared/validation/optional';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { lengthLimit } from '~/components/forms/length-limit.ts';
import { CountrySelect } from '~/components/forms/CountrySelect.tsx';
import { AttachmentField } from '~/components/attachment/AttachmentField.tsx';
import { CurrencySelect, UnitSelect } from '~/components/forms/ReferenceSelects.tsx';
import { CategoryPicker } from '~/components/forms/CategoryPicker.tsx';
import { formatLongDate } from '~/lib/format.ts';

interface Props {
  /** quick: the short guest form of /quick-rfq (no trade terms, no files). */
  variant: 'full' | 'quick';
  initial?: RfqOwned | Partial<RfqFormInput>;
  submitLabel: string;
  busy?: boolean;
  /** Called with the checked form; return a server error to show it on its field. */
  onSubmit: (form: RfqFormOutput) => Promise<unknown>;
  /** Lets the caller keep unsent values (the quick form keeps a draft). */
  onValuesChange?: (values: Partial<RfqFormInput>) => void;
}

function initialValues(initial: Props['initial']): Partial<RfqFormInput> {
  const base: Partial<RfqFormInput> = { currency: 'USD', frequency: RECOMMENDED_FREQUENCY, expiry_date: addDaysIso(todayIso(), DEFAULT_EXPIRY_DAYS), attachment_ids: [] };
  if (!initial) return base;
  if ('status' in initial) {
    return {
      product_name: initial.product_name,
      category_id: initial.category_id,
      description: initial.description ?? '',
      quantity: initial.quantity,
      uom: initial.uom,
      target_price: initial.target_price ?? '',
      currency: initial.currency,
      incoterm: (initial.incoterm ?? undefined) as RfqFormInput['incoterm'],
      payment_method: (initial.payment_method ?? undefined) as RfqFormInput['payment_method'],
      frequency: (initial.frequency ?? undefined) as RfqFormInput['frequency'],
      destination_country: initial.destination_country ?? '',
      expiry_date: initial.expiry_date ?? base.expiry_date,
      attachment_ids: initial.attachments.map((a) => a.id),
    };
  }
  return { ...base, ...initial };
}

/** The RFQ form (`/user/request-quotation`, its edit page and `/quick-rfq`), checked as the server checks it. */
export function RfqForm({ variant, initial, submitLabel, busy, onSubmit, onValuesChange }: Props) {
  const { t, i18n } = useTranslation('sourcing');
  const { t: tc } = useTranslation('catalog');
  const form = useZodForm(rfqForm, initialValues(initial));
  const [files, setFiles] = useState<Attachment[]>(initial && 'attachments' in initial ? (initial.attachments ?? []) : []);
  const full = variant === 'full';
  // The native date field shows the browser's format; the chosen day is read back in the page language.
  const closesOn = formatLongDate(form.values.expiry_date ?? '', i18n.language);

  const set = <K extends keyof RfqFormInput & string>(name: K, value: RfqFormInput[K] | undefined) => {
    form.setField(name, value);
    onValuesChange?.({ ...form.values, [name]: value });
  };
  const text = <K extends 'product_name' | 'description' | 'quantity' | 'target_price' | 'expiry_date'>(name: K) => ({
    ...form.field(name),
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
  });

  /** A length-limited text field: its count under it, and over the limit why it will be refused. */
  const limited = (name: 'product_name' | 'description', max: number) => {
    const { description, error } = lengthLimit(form.values[name], max, t);
    const field = text(name);
    return { ...field, description, error: error ?? field.error };
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(onSubmit)}
    >
      <Stack>
        <FormErrorAlert message={form.formError} />
        <TextInput label={t('form.productName')} placeholder={t('form.productNamePlaceholder')} required {...limited('product_name', RFQ_NAME_MAX)} />
        <CategoryPicker
          label={t('form.category')}
          value={form.values.category_id as number | undefined}
          initialName={initial && 'category_name' in initial ? initial.category_name : null}
          error={form.errors.category_id}
          required
          onChange={(id) => set('category_id', id)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.quantity')} inputMode="decimal" required {...text('quantity')} />
          <UnitSelect label={t('form.uom')} value={form.values.uom} onChange={(v) => set('uom', v ?? '')} error={form.errors.uom} required />
        </SimpleGrid>
        <Textarea label={t('form.description')} placeholder={t('form.descriptionPlaceholder')} autosize minRows={3} maxRows={10} {...limited('description', RFQ_DESCRIPTION_MAX)} />
        {full && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('form.targetPrice')} inputMode="decimal" {...text('target_price')} />
            <CurrencySelect label={t('form.currency')} value={form.values.currency} onChange={(v) => set('currency', v ?? 'USD')} error={form.errors.currency} clearable={false} />
            <Select label={t('form.incoterm')} data={[...INCOTERMS]} value={(form.values.incoterm as string | undefined) ?? null} onChange={(v) => set('incoterm', (v ?? undefined) as RfqFormInput['incoterm'])} error={form.errors.incoterm} clearable />
            <Select
              label={t('form.paymentMethod')}
              data={PAYMENT_METHODS.map((p) => ({ value: p, label: p === 'Other' ? t('form.otherPayment') : p }))}
              value={(form.values.payment_method as string | undefined) ?? null}
              onChange={(v) => set('payment_method', (v ?? undefined) as RfqFormInput['payment_method'])}
              error={form.errors.payment_method}
              clearable
            />
            <Select
              label={t('form.frequency')}
              data={FREQUENCIES.map((f) => ({ value: f, label: f === RECOMMENDED_FREQUENCY ? t('form.recommended', { label: tc(`frequencies.${f}`) }) : tc(`frequencies.${f}`) }))}
              value={(form.values.frequency as string | undefined) ?? null}
              onChange={(v) => set('frequency', (v ?? undefined) as RfqFormInput['frequency'])}
              error={form.errors.frequency}
              clearable
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CountrySelect label={t('form.destination')} value={form.values.destination_country ?? ''} error={form.errors.destination_country} onChange={(v) => set('destination_country', v)} required />
          <TextInput
            type="date"
            label={t('form.expiry')}
            required
            min={addDaysIso(todayIso(), 1)}
            max={addDaysIso(todayIso(), MAX_EXPIRY_DAYS)}
            {...text('expiry_date')}
            description={closesOn ? t('form.expiryOn', { date: closesOn }) : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        </SimpleGrid>
        {full && (
          <AttachmentField
            label={t('form.attachments')}
            value={files}
            error={form.errors.attachment_ids}
            onChange={(next) => {
              setFiles(next);
              set('attachment_ids', next.map((f) => f.id));
            }}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

