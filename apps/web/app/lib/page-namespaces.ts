/**
 * The translation namespaces a light public page renders with (decision 012). The root loader sends
 * only these to light pages instead of every app namespace (~80 KB of HTML): what their dialogs,
 * menus and the chat need loads with the first AppScope (namespace-loader.ts). Any other path gets
 * every app namespace, as its forms and dashboards render on the server.
 */
const BASE = ['common', 'errors', 'catalog', 'home'];

const LIGHT_PAGES: [RegExp, string[]][] = [
  [/^\/$/, []],
  [/^\/(search|suppliers|buyers|(supplier|product|buyer)-category\/[^/]+)\/?$/, []],
  [/^\/(product|new-product|hot-price-product|supplier)\/[^/]+\/?$/, ['trust', 'inquiry']],
  [/^\/buyer\/[^/]+\/?$/, ['trust', 'leads']],
  [/^\/request\/[^/]+\/?$/, ['trust', 'quoting', 'sourcing']],
  [/^\/(privacy-policy|terms-of-use|disclaimers|intellectual-property-policy|trial-term)\/?$/, []],
];

/** The namespaces of a light page, or null when the path is not one (send them all). */
export function lightPageNamespaces(pathname: string): string[] | null {
  const page = LIGHT_PAGES.find(([pattern]) => pattern.test(pathname));
  return page ? [...BASE, ...page[1]] : null;
}
