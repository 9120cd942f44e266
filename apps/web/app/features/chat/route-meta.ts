import type { MetaDescriptor, ShouldRevalidateFunction } from 'react-router';
import { metaTranslator } from '~/lib/meta.ts';

// `meta` and `shouldRevalidate` of both messages pages (their route modules re-export these).

/**
 * The messages pages' title (with the brand) from their loader; personal pages are not indexed.
 * React Router 8 passes the loader's data as `loaderData` only (the older `data` is gone).
 */
export function messagesMeta({ loaderData, matches }: { loaderData: { title: string } | undefined; matches: Parameters<typeof metaTranslator>[0] }): MetaDescriptor[] {
  const { t } = metaTranslator(matches);
  const robots = { name: 'robots', content: 'noindex' };
  return [{ title: `${loaderData?.title ?? t('dashboard:tabs.messages')} | ${t('brand')}` }, robots];
}

/** Opening another conversation (`?open-conv=`) keeps the page's texts; a new path or a language switch asks again. */
export const keepChatBundle: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.href !== nextUrl.href ? false : defaultShouldRevalidate;
