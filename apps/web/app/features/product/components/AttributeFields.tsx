import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { CallData } from '@tradelink/shared/api/calls';

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
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {fields.map((f) => {
        const common = { label: f.label, required: f.reqd === 1, error: errors[`attributes.${f.fieldname}`] };
        if (f.fieldtype === 'Select') {
          return (
            <Select key={f.fieldname} {...common} data={f.options} value={values[f.fieldname] || null} onChange={(v) => onChange(f.fieldname, v ?? '')} clearable searchable />
          );
        }
        return (
          <TextInput
            key={f.fieldname}
            {...common}
            inputMode={f.fieldtype === 'Data' ? undefined : 'decimal'}
            maxLength={200}
            value={values[f.fieldname] ?? ''}
            onChange={(e) => onChange(f.fieldname, e.currentTarget.value)}
          />
        );
      })}
    </SimpleGrid>
  );
}
