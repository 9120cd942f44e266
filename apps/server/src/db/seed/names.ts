import type { Random } from './random.ts';
import { cities, companyNameParts, firstNames, lastNames, legalSuffixesByCountry, nameLocaleByCountry, type CompanyNameParts } from './data/people.ts';

/** A person's name in the naming style of their country. */
export function personName(random: Random, country: string) {
  const locale = nameLocaleByCountry[country] ?? 'western';
  return { first: random.pick(firstNames[locale]), last: random.pick(lastNames[locale]) };
}

function fill(parts: CompanyNameParts, random: Random, suffixOverride?: string) {
  const i = Math.floor(random.next() * parts.prefixes.length);
  const j = Math.floor(random.next() * parts.cores.length);
  const k = Math.floor(random.next() * parts.suffixes.length);
  const name = parts.pattern
    .replace('{prefix}', parts.prefixes[i]!)
    .replace('{core}', parts.cores[j]!)
    .replace('{suffix}', suffixOverride ?? parts.suffixes[k]!);
  return { name, prefix: parts.prefixes[i]!, core: parts.cores[j]! };
}

/** A company name in the style of its country, with a plausible web domain and description. */
export function companyName(random: Random, country: string) {
  const parts = country === 'VN' ? companyNameParts.vn : country === 'CN' ? companyNameParts.cn : companyNameParts.intl;
  const legal = legalSuffixesByCountry[country];
  const filled = fill(parts, random, parts === companyNameParts.intl && legal ? random.pick(legal) : undefined);
  const slug = `${filled.prefix}${filled.core}`.toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '').slice(0, 24) || 'company';
  const tld = country === 'VN' ? 'com.vn' : country === 'CN' ? 'com.cn' : 'com';
  const domain = `${slug}${random.int(1, 999)}.${tld}`;
  const description = `${filled.name} is an established ${filled.core.toLowerCase()} business serving international buyers with export-grade quality, flexible order sizes and reliable lead times.`;
  return { name: filled.name, domain, description };
}

export function cityOf(random: Random, country: string): string | null {
  const list = cities[country];
  return list?.length ? random.pick(list) : null;
}
