import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const app = (file: string) => fileURLToPath(new URL(`./app/${file}`, import.meta.url));
// Loaded on every public page: the entry, the root route and the public layout.
const EVERY_PAGE = ['entry.client.tsx', 'root.tsx', 'routes/public-layout.tsx'].map(app);
// The public pages of the budget (decision 006); what all three import is worth one chunk.
const PUBLIC_PAGES = ['routes/home.tsx', 'routes/product.tsx', 'routes/search.tsx'].map(app);
// The detail pages: what two or more of them import (buttons, facts, SEO) is worth another.
const DETAIL_PAGES = ['routes/product.tsx', 'routes/supplier.tsx', 'routes/buyer.tsx', 'routes/request.tsx'].map(app);
const REQUEST_PAGE = app('routes/request.tsx');
// Listing pages share a little with the detail pages (the SEO meta builder): what they import stays
// out of the detail chunk, so a listing never downloads the detail pages' buttons for one function.
const LISTING_PAGES = ['routes/listing.tsx'].map(app);

/**
 * Finds, once the client's module graph is known, the modules every public page runs: the static
 * imports of the entry, root and public layout, plus those all public pages import. Grouping only
 * these adds no unused code to a public page and saves the per-chunk overhead of ~60 small chunks.
 * Only app and shared-package modules are matched: the static graph runs through barrels such as
 * `@mantine/core`'s index, which would capture all of Mantine; the library modules the matched ones
 * really use follow them into the chunk (rolldown's includeDependenciesRecursively).
 */
function publicModules(): { plugin: Plugin; has: (id: string) => boolean; inDetail: (id: string) => boolean } {
  let found = new Set<string>();
  let detail = new Set<string>();
  const plugin: Plugin = {
    name: 'tradelink:public-modules',
    // Only the browser's chunks are grouped (the server build has no chunking to tune).
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...this.getModuleIds()].filter((id) => roots.includes(id.split('?')[0]!));
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (info) stack.push(...info.importedIds.filter((dep) => !info.dynamicallyImportedIds.includes(dep)));
        }
        return seen;
      };
      const [first, ...rest] = PUBLIC_PAGES.map((page) => closure([page]));
      found = closure(EVERY_PAGE);
      for (const id of first!) if (rest.every((s) => s.has(id))) found.add(id);
      const details = DETAIL_PAGES.map((page) => closure([page]));
      const listing = closure(LISTING_PAGES);
      // The request page is the heaviest light page: the chunk holds only what it shares with
      // another detail page, so it never downloads buttons only the product or supplier pages use.
      const request = details[DETAIL_PAGES.indexOf(REQUEST_PAGE)]!;
      const shared = (id: string) => !found.has(id) && !listing.has(id) && !DETAIL_PAGES.includes(id.split('?')[0]!) && details.filter((s) => s.has(id)).length >= 2;
      // CSS modules' class-name maps (a few dozen bytes each) shared by other detail pages join it
      // too: as chunks of their own they cost the pages that load them more than their bytes.
      const cssMaps = [...new Set(details.flatMap((s) => [...s]))].filter((id) => /\.module\.css$/.test(id) && !request.has(id));
      detail = new Set([...[...request].filter(shared), ...cssMaps.filter(shared)]);
    },
  };
  const own = (id: string) => !id.includes('/node_modules/');
  return { plugin, has: (id) => found.has(id) && own(id), inDetail: (id) => detail.has(id) && own(id) };
}

export default defineConfig(({ mode }) => {
  const shared = publicModules();
  return {
    plugins: [reactRouter(), shared.plugin],
    resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
    // Short class names in production: CSS modules' names travel in the page's JavaScript and in
    // every element's class attribute (sixty cards on the home page). Same hash in both builds.
    css: { modules: { generateScopedName: mode === 'production' ? '_[hash:base64:5]' : '[name]_[local]_[hash:base64:4]' } },
    build: {
      target: 'es2022',
      // One stylesheet for the app's own styles (~11 KiB gzip): a single render-blocking request,
      // cached across pages, instead of three or four per page (decision 012).
      cssCodeSplit: false,
      // `SOURCEMAP=1 npm run build` to see which modules weigh what in a chunk.
      sourcemap: process.env.SOURCEMAP === '1',
    },
    // React Router 8 builds the browser and the server bundle as two environments of one Vite build.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Fewer, larger chunks compress better and cost fewer requests (decision 006).
              codeSplitting: {
                groups: [
                  { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
                  { name: 'public', test: shared.has, priority: 10 },
                  { name: 'detail', test: shared.inDetail, priority: 5 },
                ],
              },
            },
          },
        },
      },
    },
    // The shared package's own dependencies are bundled from where it declares them: left external,
    // `@noble/hashes` (request signing) would resolve from the build folder to another copy.
    ssr: { noExternal: ['@tradelink/shared', '@noble/hashes'] },
  };
});
