import { api } from '~/lib/api-client.ts';
import { navTaxonomy, type NavCategory } from '../nav-taxonomy.ts';

let loaded: Promise<NavCategory[]> | null = null;

/**
 * The whole navigation (every group's sub-categories), fetched when a visitor reaches for a group
 * the page did not bring: the home page's HTML carries only the first group's panel (issue 19).
 * Loaded with `import()`, so the page's first download has no API client. A failure is forgotten,
 * so the next hover tries again.
 */
export function loadNavTaxonomy(): Promise<NavCategory[]> {
  loaded ??= api('get_category_taxonomy').then(navTaxonomy, (error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
