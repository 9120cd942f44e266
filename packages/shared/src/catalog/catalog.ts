import { suggestRequest, suggestResponse } from './search.ts';

/** The catalog's calls beside the search and detail pages (api/calls.ts spreads them in). */
export const catalogCalls = {
  /** Search suggestions as a visitor types: the same for everyone, cached like the search. */
  'catalog.suggest': { method: 'GET', request: suggestRequest, response: suggestResponse },
} as const;
