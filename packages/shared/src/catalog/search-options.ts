/** The search's fixed choices, apart from its schemas so pages can list them without zod. */
export const SEARCH_TABS = ['products', 'suppliers', 'buyers', 'rfqs'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export const SEARCH_SORTS = ['relevance', 'newest', 'price', 'level'] as const;
export const DATE_FILTERS = ['7', '30', '90', '365'] as const;
