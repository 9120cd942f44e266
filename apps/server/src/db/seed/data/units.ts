import { UNITS } from '@tradelink/shared/reference/units';

/**
 * Seed data: units of measure for quantities, MOQs and prices, with a stable code (`name`) and
 * labels in English, Vietnamese and Simplified Chinese. The labels live in
 * `@tradelink/shared/reference/units`, which every page also names units with, so the pickers and the
 * pages spell a unit the same way.
 */

export interface Unit {
  /** Stable code, e.g. "kg", "container-20ft". */
  name: string;
  en: string;
  vi: string;
  zh: string;
}

export const units: Unit[] = UNITS.map((u) => ({ name: u.code, en: u.en, vi: u.vi, zh: u.zh }));
