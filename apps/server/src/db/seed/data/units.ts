/**
 * Seed data: units of measure for quantities, MOQs and prices, with a stable
 * code (`name`) and labels in English, Vietnamese and Simplified Chinese.
 */

export interface Unit {
  /** Stable code, e.g. "kg", "container-20ft". */
  name: string;
  en: string;
  vi: string;
  zh: string;
}

export const units: Unit[] = [
  // Weight
  { name: 'gram', en: 'Gram', vi: 'Gam', zh: '克' },
  { name: 'kg', en: 'Kilogram', vi: 'Kilôgam', zh: '千克' },
  { name: 'ton', en: 'Metric Ton', vi: 'Tấn', zh: '吨' },
  { name: 'pound', en: 'Pound', vi: 'Pao', zh: '磅' },
  // Count
  { name: 'piece', en: 'Piece', vi: 'Cái', zh: '件' },
  { name: 'unit', en: 'Unit', vi: 'Chiếc', zh: '台' },
  { name: 'set', en: 'Set', vi: 'Bộ', zh: '套' },
  { name: 'pair', en: 'Pair', vi: 'Đôi', zh: '双' },
  { name: 'dozen', en: 'Dozen', vi: 'Tá', zh: '打' },
  // Packaging
  { name: 'bag', en: 'Bag', vi: 'Bao', zh: '袋' },
  { name: 'box', en: 'Box', vi: 'Hộp', zh: '盒' },
  { name: 'carton', en: 'Carton', vi: 'Thùng', zh: '箱' },
  { name: 'bottle', en: 'Bottle', vi: 'Chai', zh: '瓶' },
  { name: 'roll', en: 'Roll', vi: 'Cuộn', zh: '卷' },
  { name: 'sheet', en: 'Sheet', vi: 'Tấm', zh: '张' },
  { name: 'pallet', en: 'Pallet', vi: 'Pallet', zh: '托' },
  { name: 'barrel', en: 'Barrel', vi: 'Thùng phuy', zh: '桶' },
  // Length, area, volume
  { name: 'meter', en: 'Meter', vi: 'Mét', zh: '米' },
  { name: 'square-meter', en: 'Square Meter', vi: 'Mét vuông', zh: '平方米' },
  { name: 'cubic-meter', en: 'Cubic Meter', vi: 'Mét khối', zh: '立方米' },
  { name: 'liter', en: 'Liter', vi: 'Lít', zh: '升' },
  { name: 'gallon', en: 'Gallon', vi: 'Gallon', zh: '加仑' },
  // Shipping containers
  { name: 'container-20ft', en: "20' Container", vi: 'Container 20 feet', zh: '20英尺集装箱' },
  { name: 'container-40ft', en: "40' Container", vi: 'Container 40 feet', zh: '40英尺集装箱' },
  { name: 'container-40hq', en: "40' High Cube Container", vi: 'Container 40 feet cao (40HC)', zh: '40英尺高柜' },
];
