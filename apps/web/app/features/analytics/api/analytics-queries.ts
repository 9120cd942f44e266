import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

// The reports (issue 21). Keyed by the period (and the language: category and country names come
// translated); a Free account's 403 ANALYTICS_PLAN_REQUIRED is an answer the page shows, not an error
// to retry or toast.
const KEY = ['analytics'] as const;
const common = { ...cacheClass('veryDynamic'), retry: false, meta: { silent: true } } as const;

export interface RangeInput {
  srtdate: string;
  enddate: string;
}

export const supplierReportQuery = (range: RangeInput, lang: string) =>
  queryOptions({ queryKey: [...KEY, 'supplier', range.srtdate, range.enddate, lang], queryFn: () => api('analytics.supplier_report', range), ...common });

export const supplierProductQuery = (range: RangeInput, productId: number) =>
  queryOptions({
    queryKey: [...KEY, 'product', productId, range.srtdate, range.enddate],
    queryFn: () => api('analytics.supplier_product', { ...range, product_id: productId }),
    ...common,
  });

export const buyerReportQuery = (range: RangeInput, lang: string) =>
  queryOptions({ queryKey: [...KEY, 'buyer', range.srtdate, range.enddate, lang], queryFn: () => api('analytics.buyer_report', range), ...common });
