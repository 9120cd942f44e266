import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a part that needs Mantine or TanStack Query on a page that may not have them:
 * the part and AppScope load together, and the part renders inside a scope.
 */
export function lazyInScope<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ AppScope }, mod] = await Promise.all([import('./AppScope.tsx'), load()]);
    const Part = mod.default;
    return {
      default: (props: P) => (
        <AppScope>
          <Part {...props} />
        </AppScope>
      ),
    };
  });
}
