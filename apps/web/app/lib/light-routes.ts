/**
 * The light public pages (decision 012): plain markup, no Mantine, TanStack Query or i18next in their
 * first download, at most 130 KiB gzip of JavaScript (decision 006). The one list of them, by path as
 * in routes.ts (`:id` one segment, `*` any other path), with the translation namespaces each renders
 * besides the common ones. Read by the root loader (which translations a page gets:
 * page-namespaces.ts), the import guard (routes/light-pages.test.ts, which also checks the list
 * against the route table: the routes under the public layout and outside the app layout) and the
 * budget check (e2e/page-weight.spec.ts). It ships in every page, hence the terse shape.
 */
const DETAIL = ['trust', 'inquiry'];

/** Path -> namespaces; null sends every namespace (the 404 page answers unknown paths too, which cannot be told apart here). */
export const LIGHT_ROUTES: Readonly<Record<string, readonly string[] | null>> = {
  '/': [],
  '/search': [],
  '/suppliers': [],
  '/buyers': [],
  '/supplier-category/:id': [],
  '/product-category/:id': [],
  '/buyer-category/:id': [],
  '/product/:id': DETAIL,
  '/new-product/:id': DETAIL,
  '/hot-price-product/:id': DETAIL,
  '/supplier/:id': DETAIL,
  '/buyer/:id': ['trust', 'leads'],
  '/request/:id': ['trust', 'quoting', 'sourcing'],
  '/privacy-policy': [],
  '/terms-of-use': [],
  '/disclaimers': [],
  '/intellectual-property-policy': [],
  '/trial-term': [],
  '/ai-agent/terms': [],
  '/help': ['help'],
  '/help/sitemap': ['help'],
  '/help/:centre': ['help'],
  '/help/:centre/:slug': ['help'],
  '/join-campaign': ['affiliate'],
  '/404': null,
  '/*': null,
};
