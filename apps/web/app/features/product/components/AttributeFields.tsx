import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { CallData } from '@tradelink/shared/api/calls';
import { ATTRIBUTE_VALUE_MAX } from '@tradelink/shared/product/product';
import { lengthLimit } from '~/components/forms/length-limit.ts';
import { useTranslation } from '~/lib/use-translation.tsx';

type Field = CallData<'get_product_attribute_fields'>[number];

interface Props {
  fields: Field[];
  values: Record<string, string>;
  /** Errors keyed `attributes.<fieldname>`, as the form and the server name them. */
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

/** The category's attribute fields (`get_product_attribute_fields`): selects for fixed options, inputs otherwise. */
export function AttributeFields({ fields, values, errors, onChange }: Props) {
  const { t } = useTranslation('products');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {fields.map((f) => {
        const common = { label: f.label, required: f.reqd === 1, error: errors[`attributes.${f.fieldname}`] };
        if (f.fieldtype === 'Select') {
          return (
            <Select key={f.fieldname} {...common} data={f.options} value={values[f.fieldname] || null} onChange={(v) => onChange(f.fieldname, v ?? '')} clearable searchable />
          );
        }
        // Counted from 160 characters on: most values are a word or two.
        const limit = lengthLimit(values[f.fieldname], ATTRIBUTE_VALUE_MAX, t, 160);
        return (
          <TextInput
            key={f.fieldname}
            {...common}
            description={limit.description}
            error={limit.error ?? common.error}
            inputMode={f.fieldtype === 'Data' ? undefined : 'decimal'}
            value={values[f.fieldname] ?? ''}
            onChange={(e) => onChange(f.fieldname, e.currentTarget.value)}
          />
        );
      })}
    </SimpleGrid>
  );
}
