import type { CallRequest } from '@tradelink/shared/api/calls';
import { LEAD_MAX_PAGE } from '@tradelink/shared/lead/lead';
import { MARKET_SORTS, POSTED_WITHIN, type MarketSort, type PostedWithin } from '@tradelink/shared/lead/lead-filters';

/**
 * The buying-leads page keeps its view, filters and page in the URL (spec parameters `tab`,
 * `keyword`, `category_id`, `countries`, `sort`, `page`; the rest are this page's own), so a search
 * can be shared, reloaded and gone back to.
 * - recommended: the supplier's leads, ranked by how they match it (the default view)
 * - market: every open request (the RFQ market)
 * - hidden: the leads the supplier hid
 */
export const LEAD_VIEWS = ['recommended', 'market', 'hidden'] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

export interface LeadFilterValues {
  view: LeadView;
  keyword: string;
  categoryId: number | undefined;
  categoryName: string | null;
  country: string;
  minQuantity: string;
  maxQuantity: string;
  postedWithin: PostedWithin | '';
  withAttachments: boolean;
  sort: MarketSort;
}

export const NO_FILTERS: Omit<LeadFilterValues, 'view' | 'sort'> = {
  keyword: '',
  categoryId: undefined,
  categoryName: null,
  country: '',
  minQuantity: '',
  maxQuantity: '',
  postedWithin: '',
  withAttachments: false,
};

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined => (list as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

export function readLeadUrl(params: URLSearchParams): { values: LeadFilterValues; page: number } {
  const tab = params.get('tab');
  return {
    values: {
      view: tab === 'market' ? 'market' : tab === 'hidden' ? 'hidden' : 'recommended',
      keyword: params.get('keyword') ?? '',
      categoryId: Number(params.get('category_id')) || undefined,
      categoryName: params.get('category_name'),
      country: params.get('countries') ?? '',
      minQuantity: params.get('min_qty') ?? '',
      maxQuantity: params.get('max_qty') ?? '',
      postedWithin: oneOf(POSTED_WITHIN, params.get('posted')) ?? '',
      withAttachments: params.get('files') === '1',
      sort: oneOf(MARKET_SORTS, params.get('sort')) ?? 'newest',
    },
    page: Math.min(LEAD_MAX_PAGE, Math.max(1, Number(params.get('page')) || 1)),
  };
}

/** Writes the values into the URL's parameters (absent when empty); any change starts again at page 1. */
export function writeLeadUrl(params: URLSearchParams, v: LeadFilterValues): URLSearchParams {
  const entries: Record<string, string | null> = {
    tab: v.view === 'recommended' ? null : v.view,
    keyword: v.keyword || null,
    category_id: v.categoryId ? String(v.categoryId) : null,
    category_name: v.categoryId ? v.categoryName : null,
    countries: v.country || null,
    min_qty: v.minQuantity || null,
    max_qty: v.maxQuantity || null,
    posted: v.postedWithin || null,
    files: v.withAttachments ? '1' : null,
    sort: v.view === 'market' && v.sort !== 'newest' ? v.sort : null,
    page: null,
  };
  for (const [k, value] of Object.entries(entries)) {
    if (value) params.set(k, value);
    else params.delete(k);
  }
  return params;
}

/** Whether any filter narrows the view (the view and the order do not). */
export const isFiltered = (v: LeadFilterValues) =>
  Boolean(v.keyword || v.categoryId || v.country || v.minQuantity || v.maxQuantity || v.postedWithin || v.withAttachments);

const filterInput = (v: LeadFilterValues, page: number) => ({
  page,
  keyword: v.keyword,
  category_id: v.categoryId,
  country: v.country || undefined,
  min_quantity: v.minQuantity || undefined,
  max_quantity: v.maxQuantity || undefined,
  posted_within: v.postedWithin || undefined,
  with_attachments: v.withAttachments || undefined,
});

export const leadsInput = (v: LeadFilterValues, page: number): CallRequest<'supplier.buying_leads'> => ({
  ...filterInput(v, page),
  show: v.view === 'hidden' ? 'hidden' : 'active',
});

export const marketInput = (v: LeadFilterValues, page: number): CallRequest<'supplier.rfq_market'> => ({ ...filterInput(v, page), sort: v.sort });
