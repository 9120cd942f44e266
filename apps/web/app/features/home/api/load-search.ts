import type { SearchRequest } from '@tradelink/shared/catalog/search';
import { api } from '~/lib/api-client.ts';

/** A home row's whole list (the page brought its first cards). Loaded with `import()` when wanted. */
export async function loadSearch(query: SearchRequest) {
  return (await api('catalog.search', query)).data;
}
