/**
 * The light public pages (decision 012): plain markup, no Mantine, TanStack Query or i18next in their
 * first download, at most 130 KiB gzip of JavaScript (decision 006). The one list of them, read by
 * the root loader (which translations a page gets: page-namespaces.ts), the import guard
 * (routes/light-pages.test.ts) and the budget check (e2e/page-weight.spec.ts). light-pages.test.ts
 * also checks it against the route table (routes.ts): the routes under the public layout and
 * outside the app layout, with the same paths.
 */
export interface LightRoute {
  /** The route module, as routes.ts names it. */
  file: string;
  /** Its URL paths as in routes.ts, from the root (`:id` is one segment, `*` any other path). */
  paths: readonly string[];
  /**
   * The translation namespaces it renders besides the common ones (page-namespaces.ts); null sends
   * every namespace (the 404 page also answers every unknown path, which cannot be told apart here).
   */
  namespaces: readonly string[] | null;
}

export const LIGHT_ROUTES: readonly LightRoute[] = [
  { file: 'routes/home.tsx', paths: ['/'], namespaces: [] },
  { file: 'routes/search.tsx', paths: ['/search'], namespaces: [] },
  { file: 'routes/listing.tsx', paths: ['/suppliers', '/buyers', '/supplier-category/:id', '/product-category/:id', '/buyer-category/:id'], namespaces: [] },
  { file: 'routes/product.tsx', paths: ['/product/:id', '/new-product/:id', '/hot-price-product/:id'], namespaces: ['trust', 'inquiry'] },
  { file: 'routes/supplier.tsx', paths: ['/supplier/:id'], namespaces: ['trust', 'inquiry'] },
  { file: 'routes/buyer.tsx', paths: ['/buyer/:id'], namespaces: ['trust', 'leads'] },
  { file: 'routes/request.tsx', paths: ['/request/:id'], namespaces: ['trust', 'quoting', 'sourcing'] },
  { file: 'routes/legal.tsx', paths: ['/privacy-policy', '/terms-of-use', '/disclaimers', '/intellectual-property-policy', '/trial-term'], namespaces: [] },
  { file: 'routes/not-found.tsx', paths: ['/404', '/*'], namespaces: null },
];
