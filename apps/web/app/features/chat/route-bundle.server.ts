import type { RouterContextProvider } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import { routeResourcesFor } from '~/lib/i18n-resources.server.ts';
import { serverContext } from '~/lib/server-context.ts';

function textAt(tree: unknown, path: string): string {
  let node = tree;
  for (const part of path.split('.')) {
    if (node && typeof node === 'object' && part in node) node = (node as Record<string, unknown>)[part];
    else return path;
  }
  return typeof node === 'string' ? node : path;
}

/**
 * What a messages page's loader sends: the route-scoped `chat` namespace in the page's language
 * and the page title (`meta` cannot read it from the root's resources). Add the bundles with
 * `useRouteBundles`.
 */
export function chatBundle(lang: Language) {
  const bundles = routeResourcesFor(lang, ['chat']);
  return { lang, bundles, title: textAt(bundles.chat, 'page.title') };
}

/** The loader of both messages pages (/user/messages and /business/messages re-export it). */
export function messagesLoader({ context }: { context: Readonly<RouterContextProvider> }) {
  return chatBundle(context.get(serverContext).lang);
}
