import type { MetaDescriptor, ShouldRevalidateFunction } from 'react-router';
import { metaTranslator } from '~/lib/meta.ts';

// The report pages' titles come from their own loaders (route-bundle.server.ts): the `analytics`
// namespace is not in the root's resources.

/** Title (with the brand) from the loader, and no indexing: a report is personal. */
export function analyticsMeta(matches: Parameters<typeof metaTranslator>[0], data: { title: string } | undefined): MetaDescriptor[] {
  const { t } = metaTranslator(matches);
  const robots = { name: 'robots', content: 'noindex' };
  return data ? [{ title: `${data.title} | ${t('brand')}` }, robots] : [robots];
}

/** The texts change only with the language: a new period or product (`?srtdate=`, `?product_id=`) keeps them. */
export const keepAnalyticsBundle: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.href !== nextUrl.href ? false : defaultShouldRevalidate;
