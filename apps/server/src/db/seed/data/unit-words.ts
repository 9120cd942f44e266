/**
 * Seed data: how the demo's free texts (RFQ details, chat) write a quantity of a unit, e.g.
 * "2,000 pieces", "2.000 cái", "2,000件". The labels of the unit pickers are in `units.ts`.
 */
export const unitWords: Record<string, { one: string; other: string; vi: string; zh: string }> = {
  gram: { one: 'gram', other: 'grams', vi: 'gam', zh: '克' },
  kg: { one: 'kg', other: 'kg', vi: 'kg', zh: '公斤' },
  ton: { one: 'ton', other: 'tons', vi: 'tấn', zh: '吨' },
  pound: { one: 'pound', other: 'pounds', vi: 'pao', zh: '磅' },
  piece: { one: 'piece', other: 'pieces', vi: 'cái', zh: '件' },
  unit: { one: 'unit', other: 'units', vi: 'chiếc', zh: '台' },
  set: { one: 'set', other: 'sets', vi: 'bộ', zh: '套' },
  pair: { one: 'pair', other: 'pairs', vi: 'đôi', zh: '双' },
  dozen: { one: 'dozen', other: 'dozen', vi: 'tá', zh: '打' },
  bag: { one: 'bag', other: 'bags', vi: 'bao', zh: '袋' },
  box: { one: 'box', other: 'boxes', vi: 'hộp', zh: '盒' },
  carton: { one: 'carton', other: 'cartons', vi: 'thùng', zh: '箱' },
  bottle: { one: 'bottle', other: 'bottles', vi: 'chai', zh: '瓶' },
  roll: { one: 'roll', other: 'rolls', vi: 'cuộn', zh: '卷' },
  sheet: { one: 'sheet', other: 'sheets', vi: 'tấm', zh: '张' },
  pallet: { one: 'pallet', other: 'pallets', vi: 'pallet', zh: '托' },
  barrel: { one: 'barrel', other: 'barrels', vi: 'thùng phuy', zh: '桶' },
  meter: { one: 'meter', other: 'meters', vi: 'mét', zh: '米' },
  'square-meter': { one: 'square meter', other: 'square meters', vi: 'm²', zh: '平方米' },
  'cubic-meter': { one: 'cubic meter', other: 'cubic meters', vi: 'm³', zh: '立方米' },
  liter: { one: 'liter', other: 'liters', vi: 'lít', zh: '升' },
  gallon: { one: 'gallon', other: 'gallons', vi: 'gallon', zh: '加仑' },
  'container-20ft': { one: "20' container", other: "20' containers", vi: 'container 20 feet', zh: '个20英尺集装箱' },
  'container-40ft': { one: "40' container", other: "40' containers", vi: 'container 40 feet', zh: '个40英尺集装箱' },
  'container-40hq': { one: "40' HC container", other: "40' HC containers", vi: 'container 40 feet cao', zh: '个40英尺高柜' },
};

/** "2,000 pieces" / "2.000 cái" / "2,000件". */
const NUMBER = { vi: new Intl.NumberFormat('vi-VN'), en: new Intl.NumberFormat('en-US') };

export function quantityText(quantity: number, unit: string, language: 'en' | 'vi' | 'zh'): string {
  const words = unitWords[unit] ?? { one: unit, other: unit, vi: unit, zh: unit };
  if (language === 'vi') return `${NUMBER.vi.format(quantity)} ${words.vi}`;
  if (language === 'zh') return `${NUMBER.en.format(quantity)}${words.zh}`;
  return `${NUMBER.en.format(quantity)} ${quantity === 1 ? words.one : words.other}`;
}
