import { z } from 'zod';

/** Forms send '' for an untouched optional input; treat it (and null) as absent. */
export const blankToUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** A money or measure amount: digits with one optional decimal point, at most 2 decimals, above 0. */
export const amountField = (max = 1_000_000_000) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .regex(/^\d+(?:\.\d{1,2})?$/, { error: 'amount_invalid' })
    .refine((v) => Number(v) > 0, { error: 'amount_invalid' })
    .refine((v) => Number(v) <= max, { error: 'number_too_large' });

/** An ISO date (YYYY-MM-DD) that is a real calendar day. */
export const isoDateField = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_invalid' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    error: 'date_invalid',
  });

/** Today as YYYY-MM-DD in UTC (the server's and the form's shared notion of "today"). */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

export const addDaysIso = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export const currencyField = z
  .string({ error: 'required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'currency_invalid' });
