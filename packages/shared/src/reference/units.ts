
/**
 * Units of measure: the stable code stored on products, RFQs, quotations and inquiries, and its one
 * spelling per language. English inflects ("1 Piece", "2 Pieces"); Vietnamese and Chinese do not.
 * The reference seed writes these labels to `reference_options` (kind `uom`), the unit pickers show
 * them, and every page that shows a quantity names its unit with `unitLabel` / `formatQuantity`, so a
 * unit reads the same in a form, on a card and in an export. Synchronous on purpose: light public
 * pages name units without loading the reference list.
 */
export interface UnitLabels {
  code: string;
  /** English, singular (the picker's label) and plural. */
  en: string;
  enPlural: string;
  vi: string;
  zh: string;
}

export const UNITS: readonly UnitLabels[] = [
  // Weight
  { code: 'gram', en: 'Gram', enPlural: 'Grams', vi: 'Gam', zh: '克' },
  { code: 'kg', en: 'Kilogram', enPlural: 'Kilograms', vi: 'Kilôgam', zh: '千克' },
  { code: 'ton', en: 'Metric Ton', enPlural: 'Metric Tons', vi: 'Tấn', zh: '吨' },
  { code: 'pound', en: 'Pound', enPlural: 'Pounds', vi: 'Pao', zh: '磅' },
  // Count
  { code: 'piece', en: 'Piece', enPlural: 'Pieces', vi: 'Cái', zh: '件' },
  { code: 'unit', en: 'Unit', enPlural: 'Units', vi: 'Chiếc', zh: '台' },
  { code: 'set', en: 'Set', enPlural: 'Sets', vi: 'Bộ', zh: '套' },
  { code: 'pair', en: 'Pair', enPlural: 'Pairs', vi: 'Đôi', zh: '双' },
  { code: 'dozen', en: 'Dozen', enPlural: 'Dozens', vi: 'Tá', zh: '打' },
  // Packaging
  { code: 'bag', en: 'Bag', enPlural: 'Bags', vi: 'Bao', zh: '袋' },
  { code: 'box', en: 'Box', enPlural: 'Boxes', vi: 'Hộp', zh: '盒' },
  { code: 'carton', en: 'Carton', enPlural: 'Cartons', vi: 'Thùng', zh: '箱' },
  { code: 'bottle', en: 'Bottle', enPlural: 'Bottles', vi: 'Chai', zh: '瓶' },
  { code: 'roll', en: 'Roll', enPlural: 'Rolls', vi: 'Cuộn', zh: '卷' },
  { code: 'sheet', en: 'Sheet', enPlural: 'Sheets', vi: 'Tấm', zh: '张' },
  { code: 'pallet', en: 'Pallet', enPlural: 'Pallets', vi: 'Pallet', zh: '托' },
  { code: 'barrel', en: 'Barrel', enPlural: 'Barrels', vi: 'Thùng phuy', zh: '桶' },
  // Length, area, volume
  { code: 'meter', en: 'Meter', enPlural: 'Meters', vi: 'Mét', zh: '米' },
  { code: 'square-meter', en: 'Square Meter', enPlural: 'Square Meters', vi: 'Mét vuông', zh: '平方米' },
  { code: 'cubic-meter', en: 'Cubic Meter', enPlural: 'Cubic Meters', vi: 'Mét khối', zh: '立方米' },
  { code: 'liter', en: 'Liter', enPlural: 'Liters', vi: 'Lít', zh: '升' },
  { code: 'gallon', en: 'Gallon', enPlural: 'Gallons', vi: 'Gallon', zh: '加仑' },
  // Shipping containers: the size after the noun, so "2 Containers (20 ft)" is not read as "220".
  { code: 'container-20ft', en: 'Container (20 ft)', enPlural: 'Containers (20 ft)', vi: 'Container (20 feet)', zh: '集装箱（20英尺）' },
  { code: 'container-40ft', en: 'Container (40 ft)', enPlural: 'Containers (40 ft)', vi: 'Container (40 feet)', zh: '集装箱（40英尺）' },
  { code: 'container-40hq', en: 'High Cube Container (40 ft)', enPlural: 'High Cube Containers (40 ft)', vi: 'Container cao (40 feet)', zh: '高柜集装箱（40英尺）' },
];

const BY_CODE = new Map(UNITS.map((u) => [u.code, u]));
const englishPlurals = new Intl.PluralRules('en');

/** Whether `code` is one of the reference units. */
export const isUnitCode = (code: string) => BY_CODE.has(code);

/**
 * The unit's name in `lang`; with a count, in the form that count takes ("1 Metric Ton",
 * "0.5 Metric Tons"). A code that is not a reference unit (older free text) is shown as it is; a
 * language other than vi and zh reads English.
 */
export function unitLabel(code: string | null | undefined, lang: string, count?: number | string): string {
  if (!code) return '';
  const unit = BY_CODE.get(code);
  if (!unit) return code;
  if (lang === 'vi') return unit.vi;
  if (lang === 'zh') return unit.zh;
  const n = count === undefined ? 1 : Number(count);
  return Number.isFinite(n) && englishPlurals.select(n) === 'one' ? unit.en : unit.enPlural;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** "1,500 Pieces", "1.500 Cái", "1,500 件": the amount with the language's grouping and its unit. */
export function formatQuantity(quantity: number | string, code: string | null | undefined, lang: string): string {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 })));
  const n = Number(quantity);
  const amount = Number.isFinite(n) ? format.format(n) : String(quantity);
  const unit = unitLabel(code, lang, n);
  return unit ? `${amount} ${unit}` : amount;
}
