/**
 * Seed data: what each leaf category's products are like, so demo listings read as real ones: the
 * units they are sold in with a usual minimum order and a unit price range (USD) for each unit, and
 * the demo photo that shows them. Coffee is sold by the ton or kilogram at a few dollars a
 * kilogram, hospital beds by the piece from one bed at a few hundred dollars, T-shirts by the
 * piece from a hundred or more.
 *
 * An offer (or a photo) with `match` applies to the product names (English) it matches; the others
 * apply to the names no matching one claims.
 */
import { foodKinds } from './kinds-food.ts';
import { consumerKinds } from './kinds-consumer.ts';
import { industryKinds } from './kinds-industry.ts';
import type { ArtRef, Offer, ProductKind } from './kind-types.ts';

export type { ArtRef, Offer, ProductKind, Trade } from './kind-types.ts';

export const productKinds: Record<string, ProductKind> = { ...foodKinds, ...consumerKinds, ...industryKinds };

/** Among items each maybe claiming some names: those claiming this name, else the unclaimed ones. */
function forName<T>(items: readonly T[], matchOf: (item: T) => RegExp | undefined, name: string): T[] {
  const claimed = items.filter((item) => matchOf(item)?.test(name));
  return claimed.length ? claimed : items.filter((item) => !matchOf(item));
}

export function kindOf(leafSlug: string): ProductKind {
  const kind = productKinds[leafSlug];
  if (!kind) throw new Error(`no product kind for category ${leafSlug}`);
  return kind;
}

/** The offers that fit a product name (English). */
export const offersFor = (kind: ProductKind, name: string): Offer[] => forName(kind.offers, (o) => o.match, name);

/** The drawing that shows a product name (English). */
export function artFor(kind: ProductKind, name: string): ArtRef {
  return kind.arts?.find(([match]) => match.test(name))?.[1] ?? kind.art;
}
