import { POST_STATUS } from '@tradelink/shared/constants/lists';
import type { Random } from './random.ts';
import { countries } from './data/countries.ts';
import type { Language } from './demo-catalog.ts';

/**
 * The demo buyer's own requests, written out: a UK importer of bags and workwear. The first two are
 * live so the demo sellers can quote them (the newest, coveralls, is what the "both" account makes;
 * the backpacks are the demo seller's line); the tote bags were bought after the demo chat.
 */
export const DEMO_BUYER_RFQS = [
  {
    leaf: 'workwear-uniforms',
    name: 'Flame Retardant Cotton Work Coverall',
    quantity: 1000,
    uom: 'piece',
    target: 16.8,
    status: POST_STATUS.approved,
    daysAgo: 2,
    details: 'Navy, reflective tape on arms and legs, certified to EN ISO 11612. Sizes S–3XL in the usual ratio. Our logo printed on the back.',
  },
  {
    leaf: 'backpacks',
    name: 'Water Resistant Laptop Backpack with Logo',
    quantity: 800,
    uom: 'piece',
    target: 14.5,
    status: POST_STATUS.approved,
    daysAgo: 5,
    details: 'Padded 15.6" laptop compartment, 600D polyester, embroidered logo. For onboarding kits of a corporate client; delivery to Manchester by the end of next quarter.',
  },
  { leaf: 'hats-caps', name: 'Embroidered Cotton Baseball Cap', quantity: 2000, uom: 'piece', target: 2.1, status: POST_STATUS.pending, daysAgo: 1, details: 'Six panels, adjustable strap, 3D embroidered logo in two colours. Navy and stone.' },
  { leaf: 'handbags', name: 'Canvas Shopping Bag with Printed Logo', quantity: 2000, uom: 'piece', target: 1.6, status: POST_STATUS.closed, daysAgo: 40, details: '10 oz natural cotton canvas, 38 x 42 cm, long handles, one-colour screen print on both sides.' },
  { leaf: 'workwear-uniforms', name: 'Hi-Vis Reflective Safety Vest', quantity: 3000, uom: 'piece', target: 1.1, status: POST_STATUS.pending, daysAgo: 3, details: 'EN ISO 20471 class 2, fluorescent yellow, zip front, ID pocket. Printed logo on the back.' },
  { leaf: 't-shirts-polos', name: 'Organic Cotton Crew Neck T-Shirt', quantity: 1500, uom: 'piece', target: 3.4, status: POST_STATUS.rejected, daysAgo: 20, details: 'GOTS certified cotton for staff uniforms.' },
] as const;

const FREQUENCY_WORDS: Record<string, Record<Language, string>> = {
  one_time: { en: '', vi: '', zh: '' },
  weekly: { en: ' every week', vi: ' mỗi tuần', zh: '，每周采购' },
  monthly: { en: ' every month', vi: ' mỗi tháng', zh: '，每月采购' },
  quarterly: { en: ' every quarter', vi: ' mỗi quý', zh: '，每季度采购' },
  semi_annually: { en: ' every six months', vi: ' mỗi sáu tháng', zh: '，每半年采购' },
  annually: { en: ' a year', vi: ' mỗi năm', zh: '，每年采购' },
};

/** How a buyer says what it is: "We are a wholesaler …". */
const BUYER_NOUN: Record<string, Record<Language, string>> = {
  manufacturer: { en: 'manufacturer', vi: 'nhà sản xuất', zh: '生产厂家' },
  'trading-company': { en: 'trading company', vi: 'công ty thương mại', zh: '贸易公司' },
  'distributor-wholesaler': { en: 'wholesaler', vi: 'nhà phân phối', zh: '批发商' },
  'buying-office': { en: 'buying office', vi: 'văn phòng thu mua', zh: '采购办事处' },
  agent: { en: 'sourcing agent', vi: 'đại lý thu mua', zh: '采购代理' },
  retailer: { en: 'retailer', vi: 'nhà bán lẻ', zh: '零售商' },
};
/** Country names said with "the" in English. */
const WITH_THE = new Set(['US', 'GB', 'NL', 'AE', 'PH', 'CZ', 'DO']);

/** The details of a generated request, in the language it was written in. */
export function demoRfqDetails(
  random: Random,
  r: { language: Language; businessType: string; country: string; quantity: string; frequency: string },
): string {
  const found = countries.find((c) => c.code === r.country);
  const place = found && { ...found, en: WITH_THE.has(found.code) ? `the ${found.en}` : found.en };
  const noun = BUYER_NOUN[r.businessType] ?? BUYER_NOUN['trading-company']!;
  const often = FREQUENCY_WORDS[r.frequency]?.[r.language] ?? '';
  const templates: Record<Language, string[]> = {
    en: [
      `We are a ${noun.en} in ${place?.en ?? r.country} and need ${r.quantity}${often}. Please quote your best price, lead time and payment terms, and tell us which certificates you can provide.`,
      `Looking for a reliable supplier for ${r.quantity}${often}. Samples first, then a trial order. Please include packing details and your MOQ.`,
      `${r.quantity} needed${often}, delivered to ${place?.en ?? r.country}. Please send specifications, photos of your production and your best offer.`,
    ],
    vi: [
      `Chúng tôi là ${noun.vi} tại ${place?.vi ?? r.country}, cần ${r.quantity}${often}. Vui lòng báo giá tốt nhất, thời gian giao hàng, điều kiện thanh toán và các chứng nhận hiện có.`,
      `Cần tìm nhà cung cấp uy tín cho ${r.quantity}${often}. Gửi mẫu trước, sau đó đặt đơn thử. Vui lòng ghi rõ quy cách đóng gói và MOQ.`,
    ],
    zh: [
      `我们是${place?.zh ?? r.country}的${noun.zh}，需要${r.quantity}${often}。请报最优价格、交期和付款方式，并说明可提供的认证。`,
      `寻找可靠供应商，需求${r.quantity}${often}。先寄样品，再下试单。请注明包装方式和起订量。`,
    ],
  };
  return random.pick(templates[r.language]);
}
