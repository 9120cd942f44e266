/**
 * Seed data: currencies (ISO 4217 codes) with display symbols and names in
 * English, Vietnamese and Simplified Chinese.
 */

export interface Currency {
  /** ISO 4217 code. */
  code: string;
  symbol: string;
  en: string;
  vi: string;
  zh: string;
}

export const currencies: Currency[] = [
  { code: 'USD', symbol: '$', en: 'US Dollar', vi: 'Đô la Mỹ', zh: '美元' },
  { code: 'VND', symbol: '₫', en: 'Vietnamese Dong', vi: 'Đồng Việt Nam', zh: '越南盾' },
  { code: 'CNY', symbol: 'CN¥', en: 'Chinese Yuan', vi: 'Nhân dân tệ', zh: '人民币' },
  { code: 'EUR', symbol: '€', en: 'Euro', vi: 'Euro', zh: '欧元' },
  { code: 'JPY', symbol: '¥', en: 'Japanese Yen', vi: 'Yên Nhật', zh: '日元' },
  { code: 'KRW', symbol: '₩', en: 'South Korean Won', vi: 'Won Hàn Quốc', zh: '韩元' },
  { code: 'GBP', symbol: '£', en: 'British Pound', vi: 'Bảng Anh', zh: '英镑' },
  { code: 'THB', symbol: '฿', en: 'Thai Baht', vi: 'Baht Thái', zh: '泰铢' },
  { code: 'SGD', symbol: 'S$', en: 'Singapore Dollar', vi: 'Đô la Singapore', zh: '新加坡元' },
  { code: 'AUD', symbol: 'A$', en: 'Australian Dollar', vi: 'Đô la Úc', zh: '澳大利亚元' },
  { code: 'INR', symbol: '₹', en: 'Indian Rupee', vi: 'Rupee Ấn Độ', zh: '印度卢比' },
  { code: 'IDR', symbol: 'Rp', en: 'Indonesian Rupiah', vi: 'Rupiah Indonesia', zh: '印尼盾' },
  { code: 'MYR', symbol: 'RM', en: 'Malaysian Ringgit', vi: 'Ringgit Malaysia', zh: '马来西亚林吉特' },
  { code: 'PHP', symbol: '₱', en: 'Philippine Peso', vi: 'Peso Philippines', zh: '菲律宾比索' },
  { code: 'HKD', symbol: 'HK$', en: 'Hong Kong Dollar', vi: 'Đô la Hồng Kông', zh: '港元' },
  { code: 'TWD', symbol: 'NT$', en: 'New Taiwan Dollar', vi: 'Đô la Đài Loan mới', zh: '新台币' },
  { code: 'CAD', symbol: 'CA$', en: 'Canadian Dollar', vi: 'Đô la Canada', zh: '加拿大元' },
  { code: 'CHF', symbol: 'CHF', en: 'Swiss Franc', vi: 'Franc Thụy Sĩ', zh: '瑞士法郎' },
  { code: 'AED', symbol: 'AED', en: 'UAE Dirham', vi: 'Dirham UAE', zh: '阿联酋迪拉姆' },
  { code: 'SAR', symbol: 'SAR', en: 'Saudi Riyal', vi: 'Riyal Ả Rập Xê Út', zh: '沙特里亚尔' },
  { code: 'TRY', symbol: '₺', en: 'Turkish Lira', vi: 'Lira Thổ Nhĩ Kỳ', zh: '土耳其里拉' },
  { code: 'RUB', symbol: '₽', en: 'Russian Ruble', vi: 'Rúp Nga', zh: '俄罗斯卢布' },
  { code: 'BRL', symbol: 'R$', en: 'Brazilian Real', vi: 'Real Brazil', zh: '巴西雷亚尔' },
  { code: 'MXN', symbol: 'MX$', en: 'Mexican Peso', vi: 'Peso Mexico', zh: '墨西哥比索' },
];
