import type { Language } from '@tradelink/shared/constants/languages';
import { routeResourcesFor } from '~/lib/i18n-resources.server.ts';

/** The text at a dotted path of a translation tree, or the path itself when there is none. */
function textAt(tree: unknown, path: string): string {
  let node = tree;
  for (const part of path.split('.')) {
    if (node && typeof node === 'object' && part in node) node = (node as Record<string, unknown>)[part];
    else return path;
  }
  return typeof node === 'string' ? node : path;
}

/**
 * What a membership page's loader sends: the route-scoped `membership` namespace in the page's
 * language (every page does not carry its ~200 keys), and the page title, which `meta` cannot
 * read from the root's resources any more. Add the bundles with `useRouteBundles`.
 */
export function membershipBundle(lang: Language, titleKey: string) {
  const bundles = routeResourcesFor(lang, ['membership']);
  return { lang, bundles, title: textAt(bundles.membership, titleKey) };
}
