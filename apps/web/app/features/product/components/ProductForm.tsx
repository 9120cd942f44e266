import { Button, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Language } from '@tradelink/shared/constants/languages';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, productForm, quickProductForm, type ProductForm as ProductFormOutput, type ProductFormInput, type ProductOwned } from '@tradelink/shared/product/product';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { lengthLimit } from '~/components/forms/length-limit.ts';
import { ApiError } from '~/lib/api-client.ts';
import { CategoryPicker } from '~/components/forms/CategoryPicker.tsx';
import { CurrencySelect, UnitSelect } from '~/components/forms/ReferenceSelects.tsx';
import { attributeFieldsQuery } from '../api/product-queries.ts';
import { AttributeFields } from './AttributeFields.tsx';
import { ProductImagesField } from './ProductImagesField.tsx';

interface Props {
  /** quick: the one-screen form of /quick-product-posting (details are finished later). */
  variant: 'full' | 'quick';
  initial?: ProductOwned;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (form: ProductFormOutput) => Promise<unknown>;
}

function initialValues(p: ProductOwned | undefined): Partial<ProductFormInput> {
  if (!p) return { currency: 'USD', images: [], attributes: {}, is_hot_price: false };
  return {
    name: p.name,
    category_id: p.category_id,
    images: p.images.map((i) => i.key),
    price_min: p.price_min ?? '',
    price_max: p.price_max ?? '',
    currency: p.currency,
    moq: p.moq ?? '',
    uom: p.uom ?? '',
    description: p.description ?? '',
    attributes: p.attributes,
    is_hot_price: p.is_hot_price,
  };
}

/** The product form (`/business/post/{id}` and the quick flow), checked as the server checks it. */
export function ProductForm({ variant, initial, submitLabel, busy, onSubmit }: Props) {
  const { t, i18n } = useTranslation('products');
  const { t: te } = useTranslation('errors');
  const lang = i18n.language as Language;
  const full = variant === 'full';
  // The quick schema is the full one minus the details; one form state serves both.
  const form = useZodForm((full ? productForm : quickProductForm) as typeof productForm, initialValues(initial));
  const categoryId = form.values.category_id as number | undefined;
  const fields = useQuery({ ...attributeFieldsQuery(categoryId, lang), enabled: full && Boolean(categoryId) }).data ?? [];
  const attributes = (form.values.attributes ?? {}) as Record<string, string>;

  const text = (name: 'name' | 'description' | 'price_min' | 'price_max' | 'moq') => form.field(name);

  /** A length-limited text field: its count under it, and over the limit why it will be refused. */
  const limited = (name: 'name' | 'description', max: number) => {
    const { description, error } = lengthLimit(form.values[name], max, t);
    const field = text(name);
    return { ...field, description, error: error ?? field.error };
  };

  /** Required attributes depend on the category, which the shared schema cannot know. */
  const missingAttributes = () => {
    const missing: Record<string, string> = {};
    for (const f of fields) if (f.reqd === 1 && !attributes[f.fieldname]?.trim()) missing[`attributes.${f.fieldname}`] = te('validation.required');
    return missing;
  };

  const submit = async () => {
    form.setFormError(null);
    const checked = form.validate();
    const missing = full ? missingAttributes() : {};
    if (Object.keys(missing).length) form.setErrors((current) => ({ ...current, ...missing }));
    if (!checked || Object.keys(missing).length) return;
    try {
      await onSubmit(checked);
    } catch (error) {
      // Attribute errors name `attributes.<field>`, which the generic helper does not know as a field.
      if (error instanceof ApiError && error.field?.startsWith('attributes.')) {
        form.setErrors((current) => ({ ...current, [error.field!]: error.messages[0] ?? te('generic') }));
        return;
      }
      form.showServerError(error);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <FormErrorAlert message={form.formError} />
        <TextInput label={t('form.name')} placeholder={t('form.namePlaceholder')} required {...limited('name', PRODUCT_NAME_MAX)} />
        <CategoryPicker
          label={t('form.category')}
          value={categoryId}
          initialName={initial?.category_name}
          error={form.errors.category_id}
          required
          onChange={(id) => {
            form.setField('category_id', id);
            // Another category has other attribute fields.
            form.setField('attributes', {});
          }}
        />
        <ProductImagesField
          label={t('form.images')}
          value={(form.values.images ?? []) as string[]}
          onChange={(keys) => form.setField('images', keys)}
          onUploadStart={() => form.setErrors(({ images: _stale, ...rest }) => rest)}
          error={form.errors.images}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('form.priceMin')} inputMode="decimal" {...text('price_min')} />
          <TextInput label={t('form.priceMax')} inputMode="decimal" {...text('price_max')} />
          <CurrencySelect label={t('form.currency')} value={form.values.currency as string | undefined} onChange={(v) => form.setField('currency', v ?? 'USD')} error={form.errors.currency} clearable={false} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.moq')} inputMode="decimal" {...text('moq')} />
          <UnitSelect label={t('form.uom')} value={form.values.uom as string | undefined} onChange={(v) => form.setField('uom', v ?? '')} error={form.errors.uom} />
        </SimpleGrid>
        {full && (
          <>
            <Textarea
              label={t('form.description')}
              placeholder={t('form.descriptionPlaceholder')}
              autosize
              minRows={4}
              maxRows={14}
              {...limited('description', PRODUCT_DESCRIPTION_MAX)}
            />
            {fields.length > 0 && (
              <AttributeFields
                fields={fields}
                values={attributes}
                errors={form.errors}
                onChange={(name, value) => {
                  form.setField('attributes', { ...attributes, [name]: value });
                  form.setErrors((current) => {
                    const next = { ...current };
                    delete next[`attributes.${name}`];
                    return next;
                  });
                }}
              />
            )}
            <Switch
              label={t('form.hotPrice')}
              description={t('form.hotPriceHint')}
              checked={Boolean(form.values.is_hot_price)}
              onChange={(e) => form.setField('is_hot_price', e.currentTarget.checked)}
            />
          </>
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
