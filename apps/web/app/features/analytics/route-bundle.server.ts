import type { Language } from '@tradelink/shared/constants/languages';
import { routeResourcesFor } from '~/lib/i18n-resources.server.ts';

/**
 * What a report page's loader sends: the route-scoped `analytics` namespace (every page does not
 * carry it) and the page's title, which `meta` cannot read from the root's resources.
 */
export function analyticsBundle(lang: Language, side: 'supplier' | 'buyer') {
  const bundles = routeResourcesFor(lang, ['analytics']);
  const meta = (bundles.analytics as { meta: Record<string, string> }).meta;
  return { lang, bundles, title: side === 'supplier' ? meta.supplierTitle! : meta.buyerTitle! };
}
