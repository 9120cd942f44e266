import type { Random } from './random.ts';
import {
  cities,
  cnProvinceOfCity,
  companyNameParts,
  companyPrefixesByCountry,
  firstNames,
  lastNames,
  legalPrefixesByCountry,
  legalSuffixesByCountry,
  nameLocaleByCountry,
} from './data/people.ts';

/** A person's name in the naming style of their country. */
export function personName(random: Random, country: string) {
  const locale = nameLocaleByCountry[country] ?? 'western';
  return { first: random.pick(firstNames[locale]), last: random.pick(lastNames[locale]) };
}

const TLD: Record<string, string> = {
  VN: 'com.vn', CN: 'com.cn', TH: 'co.th', IN: 'in', ID: 'co.id', MY: 'com.my', TR: 'com.tr', KR: 'co.kr', JP: 'co.jp', TW: 'com.tw',
  DE: 'de', GB: 'co.uk', FR: 'fr', IT: 'it', ES: 'es', NL: 'nl', AU: 'com.au', BR: 'com.br', SG: 'com.sg', HK: 'com.hk',
};

/** A web domain made of a company's distinctive words: "phucthinhcoffee482.com.vn". */
function domainOf(random: Random, words: string, country: string) {
  const slug = words.toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '').slice(0, 24) || 'company';
  return `${slug}${random.int(1, 999)}.${TLD[country] ?? 'com'}`;
}

/** Words that suit a company anywhere, for countries without a list of their own. */
const NEUTRAL_PREFIXES = ['Atlas', 'Meridian', 'Evergreen', 'Blue Ocean', 'Crescent', 'Summit', 'Horizon', 'Pioneer', 'Vertex', 'Harbor'];

/** Where the distinctive word of a company name comes from in a country. */
function prefixOf(random: Random, country: string, city?: string | null): string {
  if (country === 'VN') return random.pick(companyNameParts.vn.prefixes);
  if (country === 'CN') {
    // Named after its city or province: "Guangzhou Jiahe", "Guangdong Jiahe".
    const place = city ? random.pick([city, cnProvinceOfCity[city] ?? city]) : random.pick(companyNameParts.cn.prefixes);
    return `${place} ${random.pick(companyNameParts.cn.cores)}`;
  }
  return random.pick(companyPrefixesByCountry[country] ?? NEUTRAL_PREFIXES);
}

/** A legal form after the name, in the country's habit; "Co., Ltd" where there is none on file. */
function legalOf(random: Random, country: string): string {
  if (country === 'VN') return random.pick(['Co., Ltd', 'Joint Stock Company', 'Co., Ltd', 'JSC']);
  if (country === 'CN') return 'Co., Ltd';
  return random.pick(legalSuffixesByCountry[country] ?? ['Co., Ltd', 'Ltd', 'Inc.']);
}

/**
 * A company name in the style of its country around the words of its trade:
 * "Phuc Thinh Coffee Import Export Co., Ltd", "Guangdong Jiahe Bags Co., Ltd",
 * "Siam Rice Trading Co., Ltd", "PT Java Coffee".
 */
export function companyName(random: Random, country: string, trade: string, options: { trading?: boolean; city?: string | null } = {}) {
  const prefix = prefixOf(random, country, options.city);
  const legal = legalOf(random, country);
  const middle = options.trading ? (country === 'VN' ? 'Import Export' : country === 'CN' ? 'Import & Export' : 'Trading') : '';
  const core = [prefix, trade, middle].filter(Boolean).join(' ');
  const legalPrefix = legalPrefixesByCountry[country];
  const name = legalPrefix ? `${random.pick(legalPrefix)} ${core}` : `${core} ${legal}`;
  return { name, domain: domainOf(random, `${prefix}${trade}`, country) };
}

export function cityOf(random: Random, country: string): string | null {
  const list = cities[country];
  return list?.length ? random.pick(list) : null;
}
