import { LIGHT_ROUTES } from './light-routes.ts';

/**
 * The translation namespaces a light public page renders with (decision 012). The root loader sends
 * only these to light pages instead of every app namespace (~80 KB of HTML): what their dialogs,
 * menus and the chat need loads with the first AppScope (namespace-loader.ts). Any other path gets
 * every app namespace, as its forms and dashboards render on the server.
 */
const BASE = ['common', 'errors', 'catalog', 'home'];

// '/product/:id' -> /^\/product\/[^/]+\/?$/: a trailing slash is the same page.
const pattern = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}${path.endsWith('/') ? '' : '/?'}$`);

const LIGHT_PAGES = Object.entries(LIGHT_ROUTES).flatMap(([path, namespaces]): [RegExp, readonly string[]][] => (namespaces ? [[pattern(path), namespaces]] : []));

/** The namespaces of a light page, or null when the path is not one (send them all). */
export function lightPageNamespaces(pathname: string): string[] | null {
  const page = LIGHT_PAGES.find(([re]) => re.test(pathname));
  return page ? [...BASE, ...page[1]] : null;
}

/**
 * Namespaces a light page gets cut to the sections it renders: the home page shows result cards
 * only, while `catalog` also holds the search filters and detail pages' texts (4-5 KB of its HTML,
 * issue 19). A cut namespace lacks `CUT_NAMESPACE_PROBES`' key, so a page reached from it by client
 * navigation loads the whole file (namespace-loader.ts).
 */
const CUT: Record<string, Record<string, readonly string[]>> = {
  '/': { catalog: ['card'] },
  // The landing page renders only its own section of the partner programme's texts.
  '/join-campaign': { affiliate: ['join'] },
};

/** A key only the whole namespace has (namespace-loader.ts asks for the file when it is missing). */
export const CUT_NAMESPACE_PROBES: Record<string, string> = { catalog: 'filters.title', affiliate: 'form.title' };

/** The sections a light page keeps of each namespace it gets cut (none: whole). */
export function lightPageSections(pathname: string): Record<string, readonly string[]> {
  return CUT[pathname] ?? {};
}
