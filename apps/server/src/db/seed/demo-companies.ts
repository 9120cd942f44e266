import type { Random } from './random.ts';
import type { FlatCategory } from './reference-seed.ts';
import { businessLines, familyAssurance, groupAssurance, groupOrigins, supplierStrengths } from './data/business-lines.ts';
import { catalogIndex, countryName, type CategoryGroup } from './demo-catalog.ts';
import { cityOf, companyName } from './names.ts';
import { portNear } from './data/people.ts';

/**
 * Demo companies whose name, description, main products and catalogue agree: a supplier's line of
 * business is one group of leaf categories, chosen with the country's strengths in mind; it sells
 * in two to four of those leaves. A buyer sources from one group too.
 */

export interface SupplierProfile {
  group: CategoryGroup;
  /** The leaves it sells in, its main category first. */
  categories: FlatCategory[];
  companyName: string;
  domain: string;
  city: string | null;
  businessType: string;
  yearEstablished: number;
  description: string;
  mainProducts: string;
}

/** Lines a farm or cooperative may be in. */
const FARM_GROUPS = ['coffee-beans', 'coffee-tea-cocoa', 'grains-cereals', 'nuts-spices', 'fresh-dried-fruits'];
const MARKETS = ['Europe', 'North America', 'Japan', 'South Korea', 'the Middle East', 'Southeast Asia', 'Australia', 'Africa'];
const PORTS: Record<string, string[]> = {
  TH: ['Laem Chabang', 'Bangkok'],
  LA: ['Laem Chabang'],
  KH: ['Sihanoukville'],
  MM: ['Yangon'],
  BD: ['Chittagong'],
  PK: ['Karachi'],
  LK: ['Colombo'],
  PH: ['Manila', 'Cebu'],
  SG: ['Singapore'],
  HK: ['Hong Kong'],
  DE: ['Hamburg', 'Bremerhaven'],
  IT: ['Genoa', 'La Spezia'],
  US: ['Los Angeles', 'Houston', 'Savannah'],
  BR: ['Santos', 'Paranaguá'],
  MX: ['Manzanillo', 'Veracruz'],
  EG: ['Alexandria', 'Damietta'],
  IN: ['Nhava Sheva', 'Chennai', 'Mundra'],
  ID: ['Tanjung Priok', 'Surabaya'],
  MY: ['Port Klang', 'Penang'],
  TR: ['Mersin', 'Istanbul'],
  KR: ['Busan'],
  TW: ['Kaohsiung'],
  JP: ['Yokohama', 'Kobe'],
};

/** A line of business for a supplier of `country`: groups weighted by the country's strengths. */
export function pickSupplierGroup(random: Random, country: string): CategoryGroup {
  const { groups } = catalogIndex();
  const strengths = supplierStrengths[country] ?? {};
  const weights = Object.fromEntries(groups.map((g, i) => [String(i), (strengths[g.family] ?? 1) * (groupOrigins[g.slug] && !groupOrigins[g.slug]!.includes(country) ? 0.03 : 1)]));
  return groups[Number(random.weighted(weights))]!;
}

/** Two to four leaves of the group (all when it has fewer), `main` first when given. */
function pickLeaves(random: Random, group: CategoryGroup, main?: FlatCategory): FlatCategory[] {
  const first = main ?? random.pick(group.leaves);
  const others = group.leaves.filter((l) => l !== first);
  const count = Math.min(others.length, random.int(1, 3));
  const chosen = new Set<FlatCategory>();
  while (chosen.size < count) chosen.add(random.pick(others));
  return [first, ...group.leaves.filter((l) => chosen.has(l))];
}

const listOf = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** The profile of a supplier in `country` and `group` (both drawn by the caller). */
/** A company name no other demo company has (redrawn a few times, then numbered). */
function uniqueName(taken: Set<string>, draw: () => { name: string; domain: string }) {
  let company = draw();
  for (let tries = 0; taken.has(company.name) && tries < 8; tries++) company = draw();
  if (taken.has(company.name)) company = { ...company, name: company.name.replace(/^(\S+)/, `$1 ${taken.size}`) };
  taken.add(company.name);
  return company;
}

export function draftSupplier(
  random: Random,
  country: string,
  group: CategoryGroup,
  fixed: { main?: FlatCategory; businessType?: string; city?: string; everyLeaf?: boolean } = {},
  taken = new Set<string>(),
): SupplierProfile {
  const line = businessLines[group.slug]!;
  const picked = pickLeaves(random, group, fixed.main);
  const categories = fixed.everyLeaf ? [picked[0]!, ...group.leaves.filter((l) => l !== picked[0])] : picked;
  const farm = !fixed.businessType && FARM_GROUPS.includes(group.slug) && random.chance(0.25);
  const drawn = farm ? 'farm-cooperative' : random.weighted({ manufacturer: 65, 'trading-company': 30, 'distributor-wholesaler': 5 });
  const businessType = fixed.businessType ?? drawn;
  const trading = businessType === 'trading-company';
  const stockist = businessType === 'distributor-wholesaler';
  const city = fixed.city ?? cityOf(random, country);
  const company = uniqueName(taken, () => companyName(random, country, random.pick(line.trade), { trading, city }));
  const year = random.int(1988, 2021);
  const place = city ? `${city}, ${countryName(country)}` : countryName(country);
  const makes = farm
    ? `grows and processes ${line.goods} with its member farms near ${place}`
    : trading
      ? `exports ${line.goods} from ${countryName(country)}, sourced from partner factories it audits`
      : stockist
        ? `supplies ${line.goods} from its warehouse in ${place}`
        : group.family === 'agriculture-food' || group.family === 'minerals-metals'
          ? `processes and exports ${line.goods} from its plant in ${place}`
          : `manufactures ${line.goods} at its factory in ${place}`;
  const markets = listOf([...new Set([random.pick(MARKETS), random.pick(MARKETS), random.pick(MARKETS)])]);
  const ports = PORTS[country];
  const port = portNear(country, city) ?? (ports ? random.pick(ports) : null);
  const description = `${company.name} ${makes}. Founded in ${year}, we ship to buyers in ${markets}${port ? ` from ${port}` : ''}, ${groupAssurance[group.slug] ?? familyAssurance[group.family] ?? 'with inspection before shipping'}.`;
  return {
    group,
    categories,
    companyName: company.name,
    domain: company.domain,
    city,
    businessType,
    yearEstablished: year,
    description,
    mainProducts: categories.map((c) => c.node.en).join(', '),
  };
}

export interface BuyerProfile {
  group: CategoryGroup;
  companyName: string;
  domain: string;
  businessType: string;
  sourcingInterests: string;
}

/** A buyer sourcing from `group`: an importer, wholesaler, retailer or a factory buying inputs. */
export function draftBuyer(random: Random, country: string, group: CategoryGroup, taken = new Set<string>()): BuyerProfile {
  const line = businessLines[group.slug]!;
  const company = uniqueName(taken, () => companyName(random, country, random.pick(line.buyers)));
  const interests = pickLeaves(random, group).slice(0, 3);
  return {
    group,
    companyName: company.name,
    domain: company.domain,
    businessType: random.weighted({ 'distributor-wholesaler': 35, 'trading-company': 25, retailer: 20, manufacturer: 10, 'buying-office': 7, agent: 3 }),
    sourcingInterests: interests.map((c) => c.node.en).join(', '),
  };
}
