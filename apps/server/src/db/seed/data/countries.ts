/**
 * Seed data: countries (ISO 3166-1 alpha-2) with English, Vietnamese and
 * Simplified Chinese names and international calling codes, plus relative
 * weights used to pick supplier and buyer countries for demo data.
 */

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  en: string;
  vi: string;
  zh: string;
  /** International calling code, e.g. "+84". */
  callingCode: string;
}

export const countries: Country[] = [
  // ASEAN
  { code: 'VN', en: 'Vietnam', vi: 'Việt Nam', zh: '越南', callingCode: '+84' },
  { code: 'TH', en: 'Thailand', vi: 'Thái Lan', zh: '泰国', callingCode: '+66' },
  { code: 'ID', en: 'Indonesia', vi: 'Indonesia', zh: '印度尼西亚', callingCode: '+62' },
  { code: 'MY', en: 'Malaysia', vi: 'Malaysia', zh: '马来西亚', callingCode: '+60' },
  { code: 'SG', en: 'Singapore', vi: 'Singapore', zh: '新加坡', callingCode: '+65' },
  { code: 'PH', en: 'Philippines', vi: 'Philippines', zh: '菲律宾', callingCode: '+63' },
  { code: 'MM', en: 'Myanmar', vi: 'Myanmar', zh: '缅甸', callingCode: '+95' },
  { code: 'KH', en: 'Cambodia', vi: 'Campuchia', zh: '柬埔寨', callingCode: '+855' },
  { code: 'LA', en: 'Laos', vi: 'Lào', zh: '老挝', callingCode: '+856' },
  { code: 'BN', en: 'Brunei', vi: 'Brunei', zh: '文莱', callingCode: '+673' },
  { code: 'TL', en: 'Timor-Leste', vi: 'Đông Timor', zh: '东帝汶', callingCode: '+670' },
  // East & South Asia
  { code: 'CN', en: 'China', vi: 'Trung Quốc', zh: '中国', callingCode: '+86' },
  { code: 'HK', en: 'Hong Kong', vi: 'Hồng Kông', zh: '中国香港', callingCode: '+852' },
  { code: 'TW', en: 'Taiwan', vi: 'Đài Loan', zh: '中国台湾', callingCode: '+886' },
  { code: 'JP', en: 'Japan', vi: 'Nhật Bản', zh: '日本', callingCode: '+81' },
  { code: 'KR', en: 'South Korea', vi: 'Hàn Quốc', zh: '韩国', callingCode: '+82' },
  { code: 'IN', en: 'India', vi: 'Ấn Độ', zh: '印度', callingCode: '+91' },
  { code: 'BD', en: 'Bangladesh', vi: 'Bangladesh', zh: '孟加拉国', callingCode: '+880' },
  { code: 'PK', en: 'Pakistan', vi: 'Pakistan', zh: '巴基斯坦', callingCode: '+92' },
  { code: 'LK', en: 'Sri Lanka', vi: 'Sri Lanka', zh: '斯里兰卡', callingCode: '+94' },
  { code: 'NP', en: 'Nepal', vi: 'Nepal', zh: '尼泊尔', callingCode: '+977' },
  // Americas
  { code: 'US', en: 'United States', vi: 'Hoa Kỳ', zh: '美国', callingCode: '+1' },
  { code: 'CA', en: 'Canada', vi: 'Canada', zh: '加拿大', callingCode: '+1' },
  { code: 'MX', en: 'Mexico', vi: 'Mexico', zh: '墨西哥', callingCode: '+52' },
  { code: 'BR', en: 'Brazil', vi: 'Brazil', zh: '巴西', callingCode: '+55' },
  { code: 'AR', en: 'Argentina', vi: 'Argentina', zh: '阿根廷', callingCode: '+54' },
  { code: 'CL', en: 'Chile', vi: 'Chile', zh: '智利', callingCode: '+56' },
  { code: 'CO', en: 'Colombia', vi: 'Colombia', zh: '哥伦比亚', callingCode: '+57' },
  { code: 'PE', en: 'Peru', vi: 'Peru', zh: '秘鲁', callingCode: '+51' },
  // Europe
  { code: 'GB', en: 'United Kingdom', vi: 'Vương quốc Anh', zh: '英国', callingCode: '+44' },
  { code: 'DE', en: 'Germany', vi: 'Đức', zh: '德国', callingCode: '+49' },
  { code: 'FR', en: 'France', vi: 'Pháp', zh: '法国', callingCode: '+33' },
  { code: 'IT', en: 'Italy', vi: 'Ý', zh: '意大利', callingCode: '+39' },
  { code: 'ES', en: 'Spain', vi: 'Tây Ban Nha', zh: '西班牙', callingCode: '+34' },
  { code: 'NL', en: 'Netherlands', vi: 'Hà Lan', zh: '荷兰', callingCode: '+31' },
  { code: 'BE', en: 'Belgium', vi: 'Bỉ', zh: '比利时', callingCode: '+32' },
  { code: 'PL', en: 'Poland', vi: 'Ba Lan', zh: '波兰', callingCode: '+48' },
  { code: 'SE', en: 'Sweden', vi: 'Thụy Điển', zh: '瑞典', callingCode: '+46' },
  { code: 'DK', en: 'Denmark', vi: 'Đan Mạch', zh: '丹麦', callingCode: '+45' },
  { code: 'FI', en: 'Finland', vi: 'Phần Lan', zh: '芬兰', callingCode: '+358' },
  { code: 'NO', en: 'Norway', vi: 'Na Uy', zh: '挪威', callingCode: '+47' },
  { code: 'AT', en: 'Austria', vi: 'Áo', zh: '奥地利', callingCode: '+43' },
  { code: 'CH', en: 'Switzerland', vi: 'Thụy Sĩ', zh: '瑞士', callingCode: '+41' },
  { code: 'IE', en: 'Ireland', vi: 'Ireland', zh: '爱尔兰', callingCode: '+353' },
  { code: 'PT', en: 'Portugal', vi: 'Bồ Đào Nha', zh: '葡萄牙', callingCode: '+351' },
  { code: 'CZ', en: 'Czech Republic', vi: 'Cộng hòa Séc', zh: '捷克', callingCode: '+420' },
  { code: 'GR', en: 'Greece', vi: 'Hy Lạp', zh: '希腊', callingCode: '+30' },
  { code: 'HU', en: 'Hungary', vi: 'Hungary', zh: '匈牙利', callingCode: '+36' },
  { code: 'RO', en: 'Romania', vi: 'Romania', zh: '罗马尼亚', callingCode: '+40' },
  { code: 'RU', en: 'Russia', vi: 'Nga', zh: '俄罗斯', callingCode: '+7' },
  { code: 'UA', en: 'Ukraine', vi: 'Ukraina', zh: '乌克兰', callingCode: '+380' },
  { code: 'TR', en: 'Turkey', vi: 'Thổ Nhĩ Kỳ', zh: '土耳其', callingCode: '+90' },
  // Central Asia & Middle East
  { code: 'KZ', en: 'Kazakhstan', vi: 'Kazakhstan', zh: '哈萨克斯坦', callingCode: '+7' },
  { code: 'UZ', en: 'Uzbekistan', vi: 'Uzbekistan', zh: '乌兹别克斯坦', callingCode: '+998' },
  { code: 'AE', en: 'United Arab Emirates', vi: 'Các Tiểu vương quốc Ả Rập Thống nhất', zh: '阿联酋', callingCode: '+971' },
  { code: 'SA', en: 'Saudi Arabia', vi: 'Ả Rập Xê Út', zh: '沙特阿拉伯', callingCode: '+966' },
  { code: 'QA', en: 'Qatar', vi: 'Qatar', zh: '卡塔尔', callingCode: '+974' },
  { code: 'KW', en: 'Kuwait', vi: 'Kuwait', zh: '科威特', callingCode: '+965' },
  { code: 'OM', en: 'Oman', vi: 'Oman', zh: '阿曼', callingCode: '+968' },
  { code: 'IL', en: 'Israel', vi: 'Israel', zh: '以色列', callingCode: '+972' },
  // Oceania
  { code: 'AU', en: 'Australia', vi: 'Úc', zh: '澳大利亚', callingCode: '+61' },
  { code: 'NZ', en: 'New Zealand', vi: 'New Zealand', zh: '新西兰', callingCode: '+64' },
  // Africa
  { code: 'ZA', en: 'South Africa', vi: 'Nam Phi', zh: '南非', callingCode: '+27' },
  { code: 'NG', en: 'Nigeria', vi: 'Nigeria', zh: '尼日利亚', callingCode: '+234' },
  { code: 'EG', en: 'Egypt', vi: 'Ai Cập', zh: '埃及', callingCode: '+20' },
  { code: 'KE', en: 'Kenya', vi: 'Kenya', zh: '肯尼亚', callingCode: '+254' },
  { code: 'MA', en: 'Morocco', vi: 'Maroc', zh: '摩洛哥', callingCode: '+212' },
  { code: 'GH', en: 'Ghana', vi: 'Ghana', zh: '加纳', callingCode: '+233' },
  { code: 'ET', en: 'Ethiopia', vi: 'Ethiopia', zh: '埃塞俄比亚', callingCode: '+251' },
  { code: 'DZ', en: 'Algeria', vi: 'Algérie', zh: '阿尔及利亚', callingCode: '+213' },
];

/**
 * Relative weights (not percentages) for choosing a demo supplier's country.
 * Vietnam and China dominate; every key is a `countries` code.
 */
export const supplierCountryWeights: Record<string, number> = {
  VN: 40,
  CN: 30,
  TH: 6,
  IN: 5,
  ID: 4,
  MY: 3,
  TR: 3,
  KR: 1.5,
  TW: 1.5,
  JP: 1,
  PH: 1,
  BD: 1,
  PK: 0.8,
  KH: 0.7,
  SG: 0.5,
  HK: 0.5,
  LK: 0.4,
  MM: 0.3,
  LA: 0.2,
  DE: 0.3,
  IT: 0.3,
  US: 0.3,
  BR: 0.3,
  MX: 0.2,
  EG: 0.2,
};

/** Relative weights for choosing a demo buyer's country; every key is a `countries` code. */
export const buyerCountryWeights: Record<string, number> = {
  US: 18,
  DE: 7,
  JP: 7,
  KR: 6,
  GB: 6,
  FR: 5,
  AU: 5,
  AE: 4,
  VN: 4,
  NL: 4,
  CA: 3,
  IT: 3,
  ES: 3,
  SA: 2.5,
  SG: 2.5,
  CN: 2,
  IN: 2,
  TH: 1.5,
  MY: 1.5,
  PL: 1.5,
  BE: 1.5,
  SE: 1,
  DK: 1,
  CH: 1,
  MX: 1,
  BR: 1,
  TR: 1,
  RU: 1,
  NZ: 1,
  IL: 1,
  ZA: 0.8,
  NG: 0.8,
  EG: 0.6,
  QA: 0.5,
  KW: 0.5,
  PH: 0.5,
  ID: 0.5,
  CL: 0.4,
  KE: 0.3,
  MA: 0.3,
};
