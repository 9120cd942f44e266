import { z } from 'zod';
import { pageField } from '../validation/ids.ts';

// Reference data calls. Labels come back in the caller's language (cookie, Accept-Language or `lang`).

export const uomItem = z.object({ name: z.string(), label: z.string(), value: z.string() });
export const selectOption = z.object({ name: z.string(), label: z.string(), value: z.string() });

export const countryItem = z.object({
  name: z.string(),
  country_name: z.string(),
  code: z.string(),
  custom_calling_code: z.string(),
});
export const currencyItem = z.object({ name: z.string(), label: z.string(), symbol: z.string() });
export const categoryRef = z.object({ name: z.string(), category_name: z.string() });

export const variatesResponse = z.object({
  country: z.array(countryItem),
  popular_cate: z.array(categoryRef),
  all_cates: z.array(categoryRef),
  monthly_cate: z.array(categoryRef.extend({ image: z.string().nullable() })),
  stat: z.object({
    suppliers: z.number().int(),
    buyers: z.number().int(),
    products: z.number().int(),
    rfqs: z.number().int(),
    countries: z.number().int(),
  }),
  business_type: z.array(z.object({ name: z.string(), business_type_name: z.string() })),
});
export type Variates = z.infer<typeof variatesResponse>;

export const attributeField = z.object({
  fieldname: z.string(),
  label: z.string(),
  fieldtype: z.enum(['Data', 'Select', 'Int', 'Float']),
  options: z.array(z.string()),
  reqd: z.union([z.literal(0), z.literal(1)]),
});
export const attributeFieldsRequest = z.object({ category_id: z.string().optional() });

/** No catalog fills more sitemap pages than this (10,000 pages of 5,000 URLs); deeper pages hold nothing. */
export const SITEMAP_MAX_PAGE = 10_000;
export const sitemapRequest = z.object({ page: pageField(SITEMAP_MAX_PAGE) });
export const sitemapEntry = z.object({ loc: z.string(), lastmod: z.string().nullable(), kind: z.string() });

export const categorySearchRequest = z.object({ kw: z.string().trim().max(100, { error: 'too_long' }).default('') });
export const categorySearchV2Request = categorySearchRequest.extend({ category_id: z.string().optional() });
export const categoryHit = z.object({
  name: z.string(),
  category_name: z.string(),
  /** Names from the root to this category, in the caller's language. */
  path: z.array(z.string()),
  level: z.number().int(),
  parent: z.string().nullable(),
});

export interface TaxonomyNode {
  name: string;
  category_name: string;
  names: { en: string; vi: string; zh: string };
  level: number;
  children: TaxonomyNode[];
}
export const taxonomyNode: z.ZodType<TaxonomyNode> = z.lazy(() =>
  z.object({
    name: z.string(),
    category_name: z.string(),
    names: z.object({ en: z.string(), vi: z.string(), zh: z.string() }),
    level: z.number().int(),
    children: z.array(taxonomyNode),
  }),
);
