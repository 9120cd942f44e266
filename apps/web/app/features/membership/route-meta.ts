import type { MetaDescriptor, ShouldRevalidateFunction } from 'react-router';
import { metaTranslator } from '~/lib/meta.ts';

// Shared by the membership pages, whose texts come from their own loaders (route-bundle.server.ts).

/** Title (with the brand) from the loader, and no indexing: these pages are personal or transactional. */
export function membershipMeta(matches: Parameters<typeof metaTranslator>[0], data: { title: string } | undefined): MetaDescriptor[] {
  const { t } = metaTranslator(matches);
  const robots = { name: 'robots', content: 'noindex' };
  return data ? [{ title: `${data.title} | ${t('brand')}` }, robots] : [robots];
}

/**
 * The bundles change only with the language (a revalidation of the same address). A query change
 * on the same page (`?payment=`, `?from=`) keeps them; a new path may carry new params, so it asks.
 */
export const keepMembershipBundle: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.href !== nextUrl.href ? false : defaultShouldRevalidate;
