/** The shape of `product-kinds.ts` data (apart from it, so the data files can use it). */

export interface Offer {
  unit: string;
  /** The minimum order quantities a supplier sets, in `unit`. */
  moq: readonly number[];
  /** Unit price range in USD, per `unit`. */
  price: readonly [number, number];
  match?: RegExp;
}

/** A drawing of the demo photo set and, when only some fit, which of its colourways. */
export type ArtRef = readonly [art: string, ...colourways: number[]];

/** How the goods are traded, which decides the words of descriptions and reviews. */
export type Trade = 'bulk' | 'goods' | 'equipment';

export interface ProductKind {
  trade: Trade;
  art: ArtRef;
  arts?: ReadonlyArray<readonly [RegExp, ArtRef]>;
  offers: readonly Offer[];
}

/** An offer: `unit`, MOQ choices, the price range, and the names it is for. */
export const offer = (unit: string, moq: readonly number[], lo: number, hi: number, match?: RegExp): Offer => ({ unit, moq, price: [lo, hi], match });

