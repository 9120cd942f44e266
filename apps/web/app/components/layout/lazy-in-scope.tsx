import { lazy, type ComponentType } from 'react';
import { preloadAppNamespaces } from '~/lib/namespace-loader.ts';

/**
 * Loads a part that needs Mantine or TanStack Query together with AppScope, wrapped so it renders
 * inside a scope: for light pages, which have neither (decision 012). Use with `useDeferred(…,
 * { idle: false })` (menus, tooltips: load on the user's intent) or through `lazyInScope`.
 */
export function loadInScope<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    // The page's app namespaces download alongside (AppScope waits for them otherwise).
    if (typeof document !== 'undefined') void preloadAppNamespaces(document.documentElement.lang || 'en').catch(() => undefined);
    const [{ AppScope }, mod] = await Promise.all([import('./AppScope.tsx'), load()]);
    const Part = mod.default;
    return {
      default: (props: P) => (
        <AppScope>
          <Part {...props} />
        </AppScope>
      ),
    };
  };
}

/** `React.lazy` of a part that renders inside an AppScope (see loadInScope). */
export function lazyInScope<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(loadInScope(load));
}
