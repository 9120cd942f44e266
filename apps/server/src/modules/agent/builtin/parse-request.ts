import { INCOTERMS, type INCOTERMS as IncotermList } from '@tradelink/shared/constants/lists';
import type { AgentSide } from '@tradelink/shared/agent/chat';
import { AGENT_PLAN_MAX_LINES } from '@tradelink/shared/constants/agent';
import { COUNTRY_WORDS, CURRENCY_WORDS, fold, HELP_PATTERN, INTENT_PATTERNS, PLAN_TEMPLATES, STOP_WORDS, UNIT_WORDS, type Intent } from './lexicon.ts';

// The built-in assistant's reading of a request: rules, no model. It finds the intent, the product
// words, a quantity and its unit, a price (maximum, minimum or range, with its currency), supplier
// countries and a destination, an incoterm, a verification level, an RFQ number, and for a need
// with several parts ("open a coffee shop in Hanoi", "cups, chairs and tables") the items of a
// sourcing plan. Pure: the unit tests feed it English, Vietnamese and Chinese phrasing.

export type Incoterm = (typeof IncotermList)[number];

export interface PlanItem {
  /** A key of agent.json `items` (template items), or null for an item named by the user. */
  labelId: string | null;
  label: string;
  keyword: string;
}

export interface ParsedRequest {
  intent: Intent;
  keyword: string;
  quantity?: number;
  unit?: string;
  price?: { min?: number; max?: number; currency: string; unit?: string };
  /** Where suppliers should be. */
  countries: string[];
  /** Where the goods go (or where the project is). */
  destination?: string;
  incoterm?: Incoterm;
  minLevel?: number;
  rfqId?: number;
  plan?: { templateId: string | null; items: PlanItem[] };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasCjk = (s: string) => /[\u4e00-\u9fff]/.test(s);
/** A word pattern: Latin words need word boundaries, Chinese ones do not. */
const wordPattern = (word: string) => (hasCjk(word) || /^[^a-z0-9]/.test(word) ? escape(word) : `(?<![a-z0-9])${escape(word)}(?![a-z0-9])`);
const alternation = (words: string[]) => [...words].sort((a, b) => b.length - a.length).map(wordPattern).join('|');

const UNIT_ALT = alternation(UNIT_WORDS.flatMap(([, w]) => w));
const unitOf = (word: string) => UNIT_WORDS.find(([, words]) => words.includes(word))?.[0];
const CURRENCY_ALT = alternation(CURRENCY_WORDS.flatMap(([, w]) => w));
const currencyOf = (word: string) => CURRENCY_WORDS.find(([, words]) => words.includes(word))?.[0] ?? 'USD';

/** "1,500" / "1.500" (Vietnamese thousands) / "2.5" / "3k" / "1万" / "2 nghìn" → a number. */
const NUMBER = String.raw`(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)\s*(k|nghin|ngan|trieu|万|千|million|thousand)?`;

function toNumber(digits: string, scale: string | undefined): number {
  let text = digits;
  // 1,500 or 1.500 with groups of three: thousands separators; 2.5 or 2,5: a decimal point.
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(text)) text = text.replace(/[.,]/g, '');
  else text = text.replace(',', '.');
  const factor = { k: 1e3, nghin: 1e3, ngan: 1e3, thousand: 1e3, 千: 1e3, 万: 1e4, trieu: 1e6, million: 1e6 }[scale ?? ''] ?? 1;
  return Number(text) * factor;
}

// Whole words only: "phone cover 5 usd" holds no "over", "cap" no "max" (Chinese needs no boundary).
const PRICE_MAX = new RegExp(
  alternation(['under', 'below', 'less than', 'at most', 'max', 'maximum', 'up to', 'no more than', 'not more than', 'cheaper than', '<=', '<', 'duoi', 'khong qua', 'toi da', 're hon', '低于', '不超过', '不高于', '以内', '最多', '以下']),
  'u',
);
const PRICE_MIN = new RegExp(alternation(['over', 'above', 'more than', 'at least', 'min', 'minimum', 'from', '>=', '>', 'tren', 'it nhat', 'toi thieu', '高于', '不低于', '至少', '以上']), 'u');
/** "每公斤 6 美元" / "mỗi kg": the unit a price is for, written before it. */
const PER_UNIT_BEFORE = new RegExp(String.raw`(?:每|(?<![a-z0-9])moi)\s*(${UNIT_ALT})`, 'u');

const PER_UNIT = String.raw`(?:\s*(?:/|per|a|moi|每)\s*(${UNIT_ALT}))?`;
const CUR = `(${CURRENCY_ALT})`;
const PRICE_RANGE = new RegExp(String.raw`(?:between|from|tu|从)?\s*${CUR}?\s*${NUMBER}\s*${CUR}?\s*(?:-|–|to|and|den|toi|到|至)\s*${CUR}?\s*${NUMBER}\s*${CUR}?${PER_UNIT}`, 'u');
const PRICE_SINGLE = new RegExp(
  String.raw`(${PRICE_MAX.source}|${PRICE_MIN.source})?\s*${CUR}\s*${NUMBER}${PER_UNIT}|(${PRICE_MAX.source}|${PRICE_MIN.source})?\s*${NUMBER}\s*${CUR}${PER_UNIT}\s*(${PRICE_MAX.source}|${PRICE_MIN.source})?`,
  'u',
);
const QUANTITY_WITH_UNIT = new RegExp(String.raw`${NUMBER}\s*(${UNIT_ALT})`, 'gu');
const QUANTITY_BARE = new RegExp(String.raw`(?<![#\w])${NUMBER}\s+([a-z\u4e00-\u9fff][\w-]*)`, 'gu');

interface Found {
  start: number;
  end: number;
}

/** Reads prices: "under $6/kg", "between 2 and 5 USD", "dưới 6 đô/kg", "6美元以下", "$2-$5". */
function readPrice(text: string, taken: Found[]): ParsedRequest['price'] {
  const range = PRICE_RANGE;
  const single = PRICE_SINGLE;
  const r = range.exec(text);
  // Groups: 1 currency, 2-3 number, 4-5 currency, 6-7 number, 8 currency, 9 unit.
  if (r && (r[1] || r[4] || r[5] || r[8])) {
    taken.push({ start: r.index, end: r.index + r[0].length });
    const currency = currencyOf(r[1] ?? r[4] ?? r[5] ?? r[8] ?? '$');
    return { min: toNumber(r[2]!, r[3]), max: toNumber(r[6]!, r[7]), currency, unit: r[9] ? unitOf(r[9]) : undefined };
  }
  const s = single.exec(text);
  if (!s) return undefined;
  taken.push({ start: s.index, end: s.index + s[0].length });
  // Two shapes: [word] cur number [per unit] (groups 1-5) | [word] number cur [per unit] [word
  // after, as in 以下] (groups 6-11).
  const word = s[1] ?? s[6] ?? s[11];
  const currency = currencyOf(s[2] ?? s[9] ?? '$');
  const amount = s[3] !== undefined ? toNumber(s[3], s[4]) : toNumber(s[7]!, s[8]);
  const unitWord = s[5] ?? s[10];
  let unit = unitWord ? unitOf(unitWord) : undefined;
  const per = PER_UNIT_BEFORE.exec(text);
  if (per && !overlaps(taken, per.index, per.index + per[0].length)) {
    taken.push({ start: per.index, end: per.index + per[0].length });
    unit ??= unitOf(per[1]!);
  }
  if (word && PRICE_MIN.test(word) && !PRICE_MAX.test(word)) return { min: amount, currency, unit };
  // A bare price ("$6/kg") is read as a budget: at most that.
  return { max: amount, currency, unit };
}

/** Reads "500 kg", "2,000 t-shirts", "1.5 tấn", "3 containers", "500公斤", "1万件". */
function readQuantity(text: string, taken: Found[]): { quantity: number; unit: string; bareWord?: string } | undefined {
  for (const m of text.matchAll(QUANTITY_WITH_UNIT)) {
    if (overlaps(taken, m.index, m.index + m[0].length)) continue;
    if (/\d/.test(text[m.index - 1] ?? '')) continue;
    taken.push({ start: m.index, end: m.index + m[0].length });
    return { quantity: toNumber(m[1]!, m[2]), unit: unitOf(m[3]!)! };
  }
  // A number before a product word counts pieces ("2000 t-shirts"), unless it names a level or an RFQ.
  for (const m of text.matchAll(QUANTITY_BARE)) {
    if (overlaps(taken, m.index, m.index + m[0].length)) continue;
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    if (/(level|cap|rfq|request|lead|yeu cau|#|等级|询价|需求)\s*$/.test(before)) continue;
    if (/^(days?|weeks?|months?|years?|ngay|tuan|thang|nam|天|周|月|年|hours?|gio)$/.test(m[3]!)) continue;
    const quantity = toNumber(m[1]!, m[2]);
    if (!(quantity > 0)) continue;
    taken.push({ start: m.index, end: m.index + m[0].length - m[3]!.length });
    return { quantity, unit: 'piece', bareWord: m[3] };
  }
  return undefined;
}

const VI_WEAK = new Set(['my', 'y', 'uc', 'anh', 'duc', 'nga', 'phap', 'nhat', 'an do', 'lao', 'viet']);

const overlaps = (taken: Found[], start: number, end: number) => taken.some((t) => start < t.end && end > t.start);

// Latin prepositions are whole words ("deliver to my warehouse" ends in "to", not in Vietnamese "o").
const ORIGIN_BEFORE = /(?:(?<![a-z0-9])(?:from|made in|in|based in|tu|cua|san xuat tai|o|tai)|来自|产自|产地)\s*$/;
const DESTINATION_BEFORE = /(?:(?<![a-z0-9])(?:to|into|ship to|deliver(?:ed)? to|for|den|toi|sang|giao den|giao toi|ve)|运往|发往|送到|到|运到)\s*$/;
const PLAN_PLACE_BEFORE = /(?:(?<![a-z0-9])(?:in|o|tai)|在)\s*$/;
const VI_PREPOSITION_BEFORE = /(?<![a-z0-9])(?:tu|o|tai|sang|den|toi|ve|cua|nuoc|hang)\s*$/;

/**
 * Vietnamese text: tone marks or đ in what the user wrote. The short Vietnamese country names
 * ("Mỹ", "Anh", "Ý") are also English words ("my", "y"), read as countries only in Vietnamese.
 */
const isVietnamese = (message: string) => /[\u0300-\u036fđĐ]/.test(message.normalize('NFD'));

// Built once: the rules run on every message.
const COUNTRY_PATTERNS = COUNTRY_WORDS.map(([code, words]) => [code, new RegExp(alternation(words), 'gu')] as const);

/** Countries named, each as origin (where suppliers are) or destination. */
function readCountries(text: string, intent: Intent, taken: Found[], vietnamese: boolean) {
  const origins: string[] = [];
  let destination: string | undefined;
  for (const [code, pattern] of COUNTRY_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      // Two-letter or one-word names that are also common words need a preposition before them.
      const word = m[0];
      const before = text.slice(Math.max(0, m.index - 20), m.index);
      const toDestination = DESTINATION_BEFORE.test(before) || (intent === 'plan' && PLAN_PLACE_BEFORE.test(before));
      const toOrigin = ORIGIN_BEFORE.test(before);
      // Short names that are also common words ("my" is Mỹ, "anh" Anh, "y" Ý) count only after a
      // Vietnamese preposition; other short ones (VN codes aside) after any preposition.
      if (VI_WEAK.has(word) && !(vietnamese && VI_PREPOSITION_BEFORE.test(before))) continue;
      const weak = word.length <= 3 && !hasCjk(word) && !['usa', 'uk', 'uae'].includes(word);
      if (weak && !toDestination && !toOrigin) continue;
      taken.push({ start: m.index, end: m.index + word.length });
      if (toDestination && !destination) destination = code;
      else if (!toDestination && !origins.includes(code)) origins.push(code);
    }
  }
  // Chinese "越南的咖啡" names the origin; "送到德国" was handled above.
  return { origins, destination };
}

/** "level 3", "cấp 4", "等级2", "3级": a single digit 1-4, never part of a number ("steel 304", "cap 2000 pcs"). */
const LEVEL = /(?:(?<![a-z0-9])(?:level|cap|lv)|等级|级别)\s*([1-4])(?![\d.,]\d)(?!\d)|(?<![\d.,])([1-4])\s*(?:级|星)/;
const LEVEL_ALL = new RegExp(LEVEL.source, 'g');

function readLevel(text: string): number | undefined {
  const explicit = LEVEL.exec(text);
  if (explicit) return Number(explicit[1] ?? explicit[2]);
  if (/smart tracing|truy xuat|智能溯源/.test(text)) return 4;
  if (/business documents|licen[cs]e|giay phep|dang ky kinh doanh|营业执照|企业认证/.test(text)) return 3;
  if (/\bverified\b|\bxac minh\b|\bxac thuc\b|\buy tin\b|认证|已验证|实名/.test(text)) return 2;
  return undefined;
}

function readIncoterm(original: string): Incoterm | undefined {
  const m = new RegExp(String.raw`\b(${INCOTERMS.join('|')})\b`, 'i').exec(original);
  if (m) return m[1]!.toUpperCase() as Incoterm;
  if (/free on board/i.test(original)) return 'FOB';
  if (/ex[- ]?works/i.test(original)) return 'EXW';
  if (/cost,? insurance (and|&) freight/i.test(original)) return 'CIF';
  return undefined;
}

function readRfqId(text: string): number | undefined {
  const m = /(?:rfq|request|yeu cau|lead|询价|需求|#)\s*(?:no\.?|number|so|số|编号)?\s*#?\s*(\d{1,9})/.exec(text);
  return m ? Number(m[1]) : undefined;
}

/** The text with what was read (prices, quantities, countries, numbers) blanked out. */
function restOf(text: string, taken: Found[]): string {
  let rest = '';
  for (let i = 0; i < text.length; i++) rest += taken.some((t) => i >= t.start && i < t.end) ? ' ' : text[i];
  return rest;
}

const CHINESE_NOISE = new RegExp(
  [
    '我们', '我', '需要', '想要', '想', '要', '寻找', '查找', '查询', '查', '找', '购买', '一些', '的', '从', '给', '请', '帮',
    '供应商', '厂家', '工厂', '价格', '左右', '以下', '以上', '认证', '已验证', '买家', '采购需求', '采购', '需求', '询盘', '商机',
    '产品', '为', '最适合', '适合', '起草', '报价', '询价单', '询价', '比较', '对比', '收到', '发往', '运往', '送到', '运到', '每',
  ]
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'g',
);
/** Unit words standing alone in Chinese text ("公斤"); one-character ones are left, they are parts of words (配件). */
const CJK_UNIT_WORDS = new Set(UNIT_WORDS.flatMap(([, w]) => w).filter((w) => hasCjk(w) && [...w].length >= 2));
const PER_UNIT_ALL = new RegExp(String.raw`每\s*(?:${UNIT_ALT})`, 'gu');
/** Vietnamese phrases that name the request, not the goods (their words alone may be goods: "bao" bì, "hộp"). */
const STOP_PHRASES = /(?<![a-z0-9])(?:nha cung cap|cap do|bao gia|yeu cau|so sanh|nhu cau|nguoi mua|khach hang|mua hang|phu hop nhat|hop nhat|phu hop)(?![a-z0-9])/g;

/** The product words of a piece of text: no incoterms, levels, stop words or bare numbers. */
function keywordOf(rest: string): string {
  const words = rest
    .replace(new RegExp(String.raw`\b(${INCOTERMS.join('|')})\b`, 'gi'), ' ')
    .replace(LEVEL_ALL, ' ')
    .replace(STOP_PHRASES, ' ')
    .replace(PER_UNIT_ALL, ' ')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !STOP_WORDS.has(w) && !/^\d+$/.test(w));
  // Chinese runs on without spaces: drop its function words, and the words that name the request
  // rather than the goods ("为我的产品查找采购需求": nothing is left, so no keyword).
  return words
    .join(' ')
    .replace(CHINESE_NOISE, ' ')
    .split(' ')
    .filter((w) => !CJK_UNIT_WORDS.has(w))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

/** "cups, chairs and tables" / "ly, ghế và bàn" / "杯子、椅子和桌子": the parts of a list, when there are several. */
function listItems(rest: string): string[] {
  const parts = rest
    .split(/\s*(?:,|;|、|，|\band\b|\bva\b|\bplus\b|和|及|以及|与)\s*/)
    .map(keywordOf)
    .filter((p) => p.length >= 1 && [...p].length >= 2);
  return parts.length >= 2 ? parts.slice(0, AGENT_PLAN_MAX_LINES) : [];
}

/**
 * The folded words as the user wrote them ("ca phe rang" → "cà phê rang"): rules read folded text,
 * but searches and the sentence saying what was understood use the user's own spelling.
 */
function asWritten(message: string, folded: string): string {
  const spelled = new Map<string, string>();
  for (const token of message.split(/[^\p{L}\p{N}-]+/u)) if (token) spelled.set(fold(token), spelled.get(fold(token)) ?? token.toLowerCase());
  return folded
    .split(' ')
    .map((word) => spelled.get(word) ?? word)
    .join(' ');
}

export function parseRequest(message: string, side: AgentSide): ParsedRequest {
  const text = fold(message);
  let intent = intentOf(text, side);
  const taken: Found[] = [];
  // A greeting is not a product word ("Hi, I need 500 kg coffee").
  const greeting = intent === 'help' ? HELP_PATTERN.exec(text) : null;
  if (greeting) taken.push({ start: greeting.index, end: greeting.index + greeting[0].length });
  const price = readPrice(text, taken);
  const quantity = readQuantity(text, taken);
  const { origins, destination } = readCountries(text, intent, taken, isVietnamese(message));
  const rfqId = readRfqId(text);
  if (rfqId !== undefined) {
    const m = /(?:rfq|request|yeu cau|lead|询价|需求|#)\s*(?:no\.?|number|so|编号)?\s*#?\s*\d{1,9}/.exec(text);
    if (m) taken.push({ start: m.index, end: m.index + m[0].length });
  }
  const rest = restOf(text, taken);
  let keyword = keywordOf(rest);
  // Keep the product word a bare quantity stood before ("2000 t-shirts" → "t-shirts").
  if (quantity?.bareWord && !keyword.includes(quantity.bareWord)) keyword = `${quantity.bareWord} ${keyword}`.trim();
  // Help only when nothing else was asked: "Hi, I need 500 kg coffee" is a search.
  if (intent === 'help' && (keyword || quantity || price)) intent = side === 'supplier' ? 'find_leads' : 'search';
  const parsed: ParsedRequest = {
    intent,
    keyword: asWritten(message, keyword),
    quantity: quantity?.quantity,
    unit: quantity?.unit ?? price?.unit,
    price,
    countries: origins,
    destination,
    incoterm: readIncoterm(message),
    minLevel: readLevel(text),
    rfqId,
  };
  if (intent === 'plan' || (side === 'buyer' && ['search', 'draft_rfq'].includes(intent))) {
    const template = PLAN_TEMPLATES.find((t) => t.pattern.test(text));
    if (intent === 'plan' && template) {
      parsed.plan = { templateId: template.id, items: template.items.map((i) => ({ labelId: i.id, label: i.id, keyword: i.keyword })) };
    } else {
      const items = listItems(rest);
      if (items.length) {
        parsed.intent = 'plan';
        parsed.plan = { templateId: null, items: items.map((item) => ({ labelId: null, label: asWritten(message, item), keyword: asWritten(message, item) })) };
      } else if (intent === 'plan') {
        parsed.intent = 'search';
      }
    }
  }
  return parsed;
}

function intentOf(text: string, side: AgentSide): Intent {
  for (const [intent, pattern, forSide] of INTENT_PATTERNS) {
    if (forSide !== 'both' && forSide !== side) continue;
    if (pattern.test(text)) return intent;
  }
  return side === 'supplier' ? 'find_leads' : 'search';
}
