import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { categories, countries, currencies, productAttributeFields, referenceOptions } from '../schema/index.ts';
import { taxonomy, type TaxonomyNode } from './data/taxonomy.ts';
import { countries as countryData } from './data/countries.ts';
import { currencies as currencyData } from './data/currencies.ts';
import { units } from './data/units.ts';
import { annualRevenueOptions, businessTypes, numEmployeesOptions } from './data/business-options.ts';
import { attributeFields, defaultAttributeFields } from './data/attribute-fields.ts';

export interface FlatCategory {
  id: number;
  slug: string;
  parentId: number | null;
  level: number;
  node: TaxonomyNode;
  sortOrder: number;
}

/** The taxonomy flattened depth-first; ids follow that order, so they are stable across machines. */
export function flattenTaxonomy(): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (nodes: TaxonomyNode[], parentId: number | null, level: number) => {
    nodes.forEach((node, index) => {
      const entry = { id: out.length + 1, slug: node.slug, parentId, level, node, sortOrder: index };
      out.push(entry);
      if (node.children?.length) walk(node.children, entry.id, level + 1);
    });
  };
  walk(taxonomy, null, 1);
  return out;
}

const POPULAR_TOP_LEVEL = 8;
const MONTHLY = 6;

/** Reference data every environment needs (tests too). Idempotent: existing rows are kept. */
export async function seedReference(db: Db): Promise<void> {
  await db
    .insert(countries)
    .values(countryData.map((c) => ({ code: c.code, nameEn: c.en, nameVi: c.vi, nameZh: c.zh, callingCode: c.callingCode })))
    .onConflictDoNothing();
  await db
    .insert(currencies)
    .values(currencyData.map((c, i) => ({ code: c.code, symbol: c.symbol, nameEn: c.en, nameVi: c.vi, nameZh: c.zh, sortOrder: i })))
    .onConflictDoNothing();

  const [{ n } = { n: 0 }] = (await db.execute(sql`SELECT count(*)::int AS n FROM reference_options`) as unknown as { rows: Array<{ n: number }> }).rows;
  if (n === 0) {
    const options = [
      ...units.map((u, i) => ({ kind: 'uom', code: u.name, labelEn: u.en, labelVi: u.vi, labelZh: u.zh, sortOrder: i })),
      ...([
        ['business_type', businessTypes],
        ['annual_revenue', annualRevenueOptions],
        ['num_employees', numEmployeesOptions],
      ] as const).flatMap(([kind, list]) =>
        list.map((o, i) => ({ kind, code: o.name, labelEn: o.en, labelVi: o.vi, labelZh: o.zh, sortOrder: i })),
      ),
    ];
    await db.insert(referenceOptions).values(options);
  }

  const flat = flattenTaxonomy();
  const leaves = flat.filter((c) => !c.node.children?.length);
  const monthly = new Map(leaves.filter((_, i) => i % Math.ceil(leaves.length / MONTHLY) === 0).slice(0, MONTHLY).map((c, i) => [c.id, i + 1]));
  const popular = new Set([
    ...flat.filter((c) => c.level === 1).slice(0, POPULAR_TOP_LEVEL).map((c) => c.id),
    ...flat.filter((c) => c.level === 2).filter((_, i) => i % 5 === 0).map((c) => c.id),
  ]);
  for (let i = 0; i < flat.length; i += 500) {
    await db
      .insert(categories)
      .values(
        flat.slice(i, i + 500).map((c) => ({
          id: c.id,
          slug: c.slug,
          parentId: c.parentId,
          level: c.level,
          nameEn: c.node.en,
          nameVi: c.node.vi,
          nameZh: c.node.zh,
          // No picture of its own: the home page shows the newest approved product's photo (get_variates).
          image: null,
          isPopular: popular.has(c.id),
          monthlyRank: monthly.get(c.id) ?? null,
          sortOrder: c.sortOrder,
        })),
      )
      .onConflictDoNothing();
  }

  const [{ f } = { f: 0 }] = (await db.execute(sql`SELECT count(*)::int AS f FROM product_attribute_fields`) as unknown as { rows: Array<{ f: number }> }).rows;
  if (f === 0) {
    const idBySlug = new Map(flat.map((c) => [c.slug, c.id]));
    const rows = [
      ...Object.entries(attributeFields).flatMap(([slug, fields]) => fields.map((field, i) => ({ categoryId: idBySlug.get(slug) ?? -1, field, i }))),
      ...defaultAttributeFields.map((field, i) => ({ categoryId: null, field, i })),
    ].filter((r) => r.categoryId !== -1);
    await db.insert(productAttributeFields).values(
      rows.map(({ categoryId, field, i }) => ({
        categoryId,
        fieldname: field.fieldname,
        labelEn: field.en,
        labelVi: field.vi,
        labelZh: field.zh,
        fieldtype: field.fieldtype,
        options: field.options ?? [],
        required: field.required ?? false,
        sortOrder: i,
      })),
    );
  }
}
