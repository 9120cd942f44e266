import type { AgentSide } from '@tradelink/shared/agent/chat';

// Words the built-in assistant's rules read, in English, Vietnamese and Chinese. Matching is done
// on text folded to lower case without Vietnamese tone marks (see fold()), so the Vietnamese words
// here are written folded too ("viet nam", "tan").

/** Lower case, Vietnamese marks removed (đ → d), spaces squeezed. Chinese is left as it is. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Country (ISO code) by the names, cities and adjectives people write. */
export const COUNTRY_WORDS: Array<[string, string[]]> = [
  ['VN', ['vietnam', 'viet nam', 'vietnamese', 'hanoi', 'ha noi', 'ho chi minh', 'saigon', 'sai gon', 'hcmc', 'da nang', 'hai phong', 'can tho', 'binh duong', 'viet', '越南', '河内', '胡志明', '岘港']],
  ['CN', ['china', 'chinese', 'trung quoc', 'shenzhen', 'guangzhou', 'shanghai', 'beijing', 'yiwu', 'zhejiang', 'guangdong', 'ningbo', 'xiamen', 'trung hoa', '中国', '深圳', '广州', '上海', '北京', '义乌', '浙江', '广东', '宁波', '厦门']],
  ['TH', ['thailand', 'thai', 'bangkok', 'thai lan', '泰国', '曼谷']],
  ['ID', ['indonesia', 'indonesian', 'jakarta', '印度尼西亚', '印尼']],
  ['MY', ['malaysia', 'malaysian', 'kuala lumpur', '马来西亚']],
  ['PH', ['philippines', 'filipino', 'manila', 'phi lip pin', 'philippin', '菲律宾']],
  ['SG', ['singapore', '新加坡']],
  ['IN', ['india', 'indian', 'an do', 'mumbai', 'delhi', '印度']],
  ['BD', ['bangladesh', 'dhaka', '孟加拉']],
  ['PK', ['pakistan', '巴基斯坦']],
  ['JP', ['japan', 'japanese', 'nhat ban', 'nhat', 'tokyo', 'osaka', '日本', '东京']],
  ['KR', ['korea', 'korean', 'south korea', 'han quoc', 'seoul', '韩国', '首尔']],
  ['TW', ['taiwan', 'dai loan', '台湾']],
  ['HK', ['hong kong', 'hongkong', '香港']],
  ['TR', ['turkey', 'turkiye', 'turkish', 'tho nhi ky', '土耳其']],
  ['DE', ['germany', 'german', 'duc', 'hamburg', 'berlin', '德国', '汉堡']],
  ['FR', ['france', 'french', 'phap', 'paris', '法国', '巴黎']],
  ['IT', ['italy', 'italian', 'y', 'milan', '意大利']],
  ['ES', ['spain', 'spanish', 'tay ban nha', '西班牙']],
  ['NL', ['netherlands', 'holland', 'dutch', 'rotterdam', 'ha lan', '荷兰']],
  ['GB', ['united kingdom', 'uk', 'britain', 'england', 'british', 'london', 'anh', '英国', '伦敦']],
  ['PL', ['poland', 'polish', 'ba lan', '波兰']],
  ['US', ['united states', 'usa', 'america', 'american', 'my', 'new york', 'los angeles', '美国', '纽约']],
  ['CA', ['canada', 'canadian', '加拿大']],
  ['MX', ['mexico', 'mexican', '墨西哥']],
  ['BR', ['brazil', 'brazilian', '巴西']],
  ['AU', ['australia', 'australian', 'uc', 'sydney', 'melbourne', '澳大利亚', '澳洲']],
  ['AE', ['united arab emirates', 'uae', 'dubai', '阿联酋', '迪拜']],
  ['SA', ['saudi arabia', 'saudi', 'a rap xe ut', '沙特']],
  ['EG', ['egypt', 'ai cap', '埃及']],
  ['ZA', ['south africa', 'nam phi', '南非']],
  ['NG', ['nigeria', '尼日利亚']],
  ['KE', ['kenya', '肯尼亚']],
  ['RU', ['russia', 'russian', 'nga', '俄罗斯']],
  ['KH', ['cambodia', 'campuchia', 'phnom penh', '柬埔寨']],
  ['LA', ['laos', 'lao', '老挝']],
];

/** Unit code (reference/units.ts) by the words written after a quantity. Longest first when matching. */
export const UNIT_WORDS: Array<[string, string[]]> = [
  ['container-40hq', ['40hq', '40 hq', '40ft hq', 'high cube']],
  ['container-40ft', ['40ft container', '40ft containers', "40' container", '40 ft container', 'cont 40', 'container 40', '40尺柜', '40英尺集装箱']],
  ['container-20ft', ['20ft container', '20ft containers', '20 ft container', 'container', 'containers', 'cont', 'cont 20', 'container 20', '集装箱', '货柜', '柜']],
  ['kg', ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogam', 'ky', '千克', '公斤']],
  ['ton', ['ton', 'tons', 'tonne', 'tonnes', 'mt', 'metric ton', 'metric tons', 'tan', '吨']],
  ['gram', ['g', 'gram', 'grams', 'gam', '克']],
  ['pound', ['lb', 'lbs', 'pound', 'pounds', '磅']],
  ['piece', ['pc', 'pcs', 'piece', 'pieces', 'cai', 'con', 'chiec cai', '件', '个', '只', '支', '条', '把', '张椅', 'units', 'unit']],
  ['unit', ['may', 'chiec', '台', '部']],
  ['set', ['set', 'sets', 'bo', '套']],
  ['pair', ['pair', 'pairs', 'doi', '双', '对']],
  ['dozen', ['dozen', 'dozens', 'ta', '打']],
  ['bag', ['bag', 'bags', 'sack', 'sacks', 'bao', 'tui', '袋', '包']],
  ['box', ['box', 'boxes', 'hop', '盒']],
  ['carton', ['carton', 'cartons', 'ctn', 'ctns', 'thung', '箱']],
  ['bottle', ['bottle', 'bottles', 'chai', '瓶']],
  ['roll', ['roll', 'rolls', 'cuon', '卷']],
  ['sheet', ['sheet', 'sheets', 'tam', '张']],
  ['pallet', ['pallet', 'pallets', '托盘', '托']],
  ['meter', ['m', 'meter', 'meters', 'metre', 'metres', 'met', '米']],
  ['square-meter', ['m2', 'sqm', 'square meter', 'square meters', 'met vuong', '平方米', '平米']],
  ['cubic-meter', ['m3', 'cbm', 'cubic meter', 'cubic meters', 'met khoi', '立方米', '立方']],
  ['liter', ['l', 'liter', 'liters', 'litre', 'litres', 'lit', '升']],
];

export const CURRENCY_WORDS: Array<[string, string[]]> = [
  ['USD', ['$', 'usd', 'us$', 'dollar', 'dollars', 'do', 'do la', 'do my', '美元', '美金', '刀']],
  ['EUR', ['€', 'eur', 'euro', 'euros', '欧元']],
  ['CNY', ['¥', 'rmb', 'cny', 'yuan', 'nhan dan te', '人民币', '元']],
  ['VND', ['₫', 'vnd', 'dong', 'vnđ', '越南盾']],
];

/** Sourcing intents: the first that matches wins (order matters). */
export type Intent = 'compare_quotations' | 'list_rfqs' | 'draft_quotation' | 'find_leads' | 'draft_rfq' | 'plan' | 'suppliers' | 'help' | 'search';

export const INTENT_PATTERNS: Array<[Intent, RegExp, AgentSide | 'both']> = [
  ['compare_quotations', /\b(compare|comparison|so sanh)\b.*\b(quot|bao gia|offer)|比较.*报价|对比.*报价|报价.*(比较|对比)|\bso sanh bao gia\b/, 'buyer'],
  ['list_rfqs', /\bmy (rfqs?|requests?|buying requests?)\b|\b(yeu cau|rfq) cua toi\b|我的(询价|采购需求|求购)/, 'buyer'],
  ['draft_quotation', /\b(draft|write|prepare|make|soan|viet|lam)\b.*\b(quotation|quote|bao gia)\b|\bquote (on|for)\b|起草.*报价|写.*报价|准备.*报价/, 'supplier'],
  ['find_leads', /\b(buying leads?|leads?|buyers?|rfqs?|khach hang|nguoi mua|nhu cau mua)\b|买家|采购需求|询盘|商机/, 'supplier'],
  ['draft_rfq', /\b(draft|write|create|post|make|prepare|soan|tao|dang|viet)\b.*\b(rfq|request for quotation|buying request|request|yeu cau bao gia|yeu cau)\b|起草.*(询价|采购)|创建.*询价|发布.*询价|写.*询价/, 'buyer'],
  ['plan', /\b(open|opening|start|starting|set up|setting up|launch|mo|khai truong|kinh doanh)\b.*\b(shop|store|cafe|coffee shop|restaurant|bakery|hotel|office|quan|nha hang|tiem|cua hang|khach san|van phong)\b|开(一家|个|家|设)?.*(店|餐厅|酒店|办公室|咖啡馆)|开设/, 'buyer'],
  ['suppliers', /\b(suppliers?|manufacturers?|factory|factories|vendors?|makers?|nha cung cap|nha san xuat|xuong|nha may)\b|供应商|厂家|工厂|制造商/, 'both'],
  ['help', /^(?:(?:hi|hello|hey|help|xin chao|chao|giup)(?![a-z0-9])|你好|您好|帮助)|\bwhat can you do\b|\bban lam duoc gi\b|你能做什么/, 'both'],
];

/** The help intent's own words, blanked before the rest is read (help only when nothing is left). */
export const HELP_PATTERN = INTENT_PATTERNS.find(([intent]) => intent === 'help')![1];

/** Businesses a "sourcing plan" is made for: the items each needs (labels in agent.json `items`). */
export const PLAN_TEMPLATES: Array<{ id: string; pattern: RegExp; items: Array<{ id: string; keyword: string }> }> = [
  {
    id: 'coffee_shop',
    pattern: /coffee ?shop|\bcafe\b|\bcoffee house\b|quan ca phe|quan cafe|tiem ca phe|咖啡(店|馆|厅)/,
    items: [
      { id: 'coffee_beans', keyword: 'coffee beans' },
      { id: 'coffee_grinder', keyword: 'coffee grinder' },
      { id: 'tableware', keyword: 'tableware' },
      { id: 'dining_chairs', keyword: 'chair' },
      { id: 'dining_tables', keyword: 'dining table' },
      { id: 'packaging', keyword: 'coffee bag' },
    ],
  },
  {
    id: 'restaurant',
    pattern: /restaurant|\bdiner\b|nha hang|quan an|餐厅|饭店|餐馆/,
    items: [
      { id: 'kitchen_equipment', keyword: 'gas range' },
      { id: 'cookware', keyword: 'cookware' },
      { id: 'tableware', keyword: 'tableware' },
      { id: 'dining_chairs', keyword: 'dining chair' },
      { id: 'dining_tables', keyword: 'dining table' },
    ],
  },
  {
    id: 'bakery',
    pattern: /bakery|\bbakeshop\b|tiem banh|lo banh|面包店|烘焙店|蛋糕店/,
    items: [
      { id: 'ovens', keyword: 'oven' },
      { id: 'work_tables', keyword: 'work table' },
      { id: 'packaging', keyword: 'packaging' },
      { id: 'tableware', keyword: 'tableware' },
    ],
  },
  {
    id: 'hotel',
    pattern: /hotel|homestay|guest ?house|khach san|nha nghi|酒店|宾馆|民宿/,
    items: [
      { id: 'bedroom_furniture', keyword: 'bed' },
      { id: 'carpets', keyword: 'carpet' },
      { id: 'lamps', keyword: 'lamp' },
      { id: 'air_conditioners', keyword: 'air conditioner' },
    ],
  },
  {
    id: 'office',
    pattern: /office|van phong|办公室|写字楼/,
    items: [
      { id: 'office_chairs', keyword: 'office chair' },
      { id: 'office_desks', keyword: 'desk' },
      { id: 'lamps', keyword: 'lamp' },
      { id: 'air_conditioners', keyword: 'air conditioner' },
    ],
  },
];

/** Words that carry no product meaning, removed from the keyword (folded). */
export const STOP_WORDS = new Set(
  (
    'i we my our me us you please pls need needs want wants wanted looking look for find search show get buy buying source sourcing ' +
    'some any a an the of to from in on at with and or per each about around approx approximately under below less than over above more ' +
    'at most least max maximum min minimum up budget price prices priced cost costs unit units target verified supplier suppliers ' +
    'manufacturer manufacturers factory factories only who can that which is are be ship shipping shipped deliver delivered delivery ' +
    'level incoterm terms term quality good best cheap cheapest new also me, ' +
    'toi chung toi can muon tim kiem mua cho tu den toi o tai voi va hoac duoi tren khoang gia khong qua toi da toi thieu xac minh ' +
    'nha cung san xuat giao hang hang mot cac nhung loai san pham hay giup co the ' +
    // Words that name the request rather than the goods ("find buying leads for my products").
    'lead leads buying buyer buyers product products rfq rfqs request requests quotation quotations quote quotes draft write ' +
    'create post prepare make compare comparison plan sourcing help show list all received open on ' +
    'khach nguoi nhu cau gia soan tao dang so sanh yeu cau cua'
  ).split(/\s+/),
);
