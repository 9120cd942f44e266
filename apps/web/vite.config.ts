import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const app = (file: string) => fileURLToPath(new URL(`./app/${file}`, import.meta.url));
// Loaded on every public page: the entry, the root route and the public layout.
const EVERY_PAGE = ['entry.client.tsx', 'root.tsx', 'routes/public-layout.tsx'].map(app);
// The public pages of the budget (decision 006); what all three import is worth one chunk.
const PUBLIC_PAGES = ['routes/home.tsx', 'routes/product.tsx', 'routes/search.tsx'].map(app);

/**
 * Finds, once the client's module graph is known, the modules every public page runs: the static
 * imports of the entry, root and public layout, plus those all public pages import. Grouping only
 * these adds no unused code to a public page and saves the per-chunk overhead of ~60 small chunks.
 * Only app and shared-package modules are matched: the static graph runs through barrels such as
 * `@mantine/core`'s index, which would capture all of Mantine; the library modules the matched ones
 * really use follow them into the chunk (rolldown's includeDependenciesRecursively).
 */
function publicModules(): { plugin: Plugin; has: (id: string) => boolean } {
  let found = new Set<string>();
  const plugin: Plugin = {
    name: 'tradelink:public-modules',
    apply: (_config, env) => !env.isSsrBuild,
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
    },
  };
  return { plugin, has: (id) => found.has(id) && !id.includes('/node_modules/') };
}

export default defineConfig(({ isSsrBuild }) => {
  const shared = publicModules();
  return {
    plugins: [reactRouter(), shared.plugin],
    resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
    build: {
      target: 'es2022',
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              // Fewer, larger chunks compress better and cost fewer requests (decision 006).
              codeSplitting: {
                groups: [
                  { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
                  { name: 'public', test: shared.has, priority: 10 },
                ],
              },
            },
          },
    },
    ssr: { noExternal: ['@tradelink/shared'] },
  };
});
