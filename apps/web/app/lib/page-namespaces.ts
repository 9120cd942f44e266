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
