import { z } from 'zod';
import { pageField } from '../validation/ids.ts';

/** Why a supplier is suggested; the page words each reason in the reader's language. */
export const suggestionReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rfq_category'), rfq_id: z.number().int(), rfq_name: z.string() }),
  z.object({ kind: z.literal('rfq_keywords'), rfq_id: z.number().int(), rfq_name: z.string() }),
  z.object({ kind: z.literal('interests'), terms: z.string() }),
  z.object({ kind: z.literal('country'), country: z.string() }),
]);
export type SuggestionReason = z.infer<typeof suggestionReason>;

export const suggestedSupplier = z.object({
  identity: z.string(),
  company_name: z.string(),
  country: z.string().nullable(),
  verification_level: z.number().int(),
  is_premium: z.boolean(),
  main_products: z.string().nullable(),
  logo_url: z.string().nullable(),
  product_count: z.number().int(),
  score: z.number(),
  reasons: z.array(suggestionReason).min(1),
});
export type SuggestedSupplier = z.infer<typeof suggestedSupplier>;
export const suggestSuppliersRequest = z.object({ page: pageField(50) });
