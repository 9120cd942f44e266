import { describe, expect, it } from 'vitest';
import { units } from './data/units.ts';
import { productNameTemplates } from './data/taxonomy.ts';
import { attributeFields } from './data/attribute-fields.ts';
import { businessLines } from './data/business-lines.ts';
import { artFor, kindOf, offersFor, productKinds, type ProductKind } from './data/product-kinds.ts';
import { DEMO_ARTS } from './demo-image-art.ts';
import { catalogIndex, colourwaysOf } from './demo-catalog.ts';
import { demoPhotoSet } from './demo-images.ts';
import { planDemo } from './demo-plan.ts';
import { DEFAULT_DEMO_SIZE } from './demo-seed.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

// The demo marketplace is the first thing a visitor sees: every company, product and request in it
// must read as real. These check the whole default data set, as seeded.

const plan = planDemo(DEFAULT_DEMO_SIZE, (daysAgo) => new Date(Date.UTC(2026, 10, 1) - daysAgo * 86_400_000));
const index = catalogIndex();
const unitCodes = new Set(units.map((u) => u.name));

/** Product names of every language back to their leaf and English name. */
const englishName = new Map<string, string>();
for (const [slug, names] of Object.entries(productNameTemplates)) {
  for (const language of ['en', 'vi', 'zh'] as const) names[language].forEach((name, i) => englishName.set(`${slug}|${name}`, names.en[i]!));
}
const leafOf = (categoryId: number) => index.byId.get(categoryId)!;
const unitsOf = (kind: ProductKind) => new Set(kind.offers.map((o) => o.unit));
/** The price range a kind allows in a unit: lowest low to highest high of its offers in that unit. */
function rangeIn(kind: ProductKind, unit: string): [number, number] {
  const offers = kind.offers.filter((o) => o.unit === unit);
  return [Math.min(...offers.map((o) => o.price[0])), Math.max(...offers.map((o) => o.price[1]))];
}

describe('product kinds', () => {
  it('cover every leaf category and every product name of it with units, MOQs, prices and a photo', () => {
    expect(Object.keys(productKinds).sort()).toEqual(index.leaves.map((l) => l.slug).sort());
    for (const leaf of index.leaves) {
      const kind = kindOf(leaf.slug);
      for (const name of productNameTemplates[leaf.slug]!.en) {
        const offers = offersFor(kind, name);
        expect(offers.length, `${leaf.slug}: ${name}`).toBeGreaterThan(0);
        for (const o of offers) {
          expect(unitCodes.has(o.unit), o.unit).toBe(true);
          expect(o.moq.length).toBeGreaterThan(0);
          expect(o.price[0]).toBeGreaterThan(0);
          expect(o.price[1]).toBeGreaterThanOrEqual(o.price[0]);
        }
        const [art, ...ways] = artFor(kind, name);
        expect(DEMO_ARTS[art], art).toBeDefined();
        for (const v of ways) expect(DEMO_ARTS[art]!.colours[v], `${art}:${v}`).toBeDefined();
      }
    }
  });

  it('sell each kind the way buyers know it', () => {
    const kind = (slug: string) => kindOf(slug);
    for (const slug of ['robusta-coffee', 'arabica-coffee']) {
      expect([...unitsOf(kind(slug))].every((u) => ['kg', 'ton', 'bag'].includes(u))).toBe(true);
      // A few dollars a kilogram, a few thousand a ton.
      expect(rangeIn(kind(slug), 'kg')[0]).toBeGreaterThan(2);
      expect(rangeIn(kind(slug), 'kg')[1]).toBeLessThan(15);
      expect(rangeIn(kind(slug), 'ton')[0]).toBeGreaterThan(2000);
    }
    const beds = kind('hospital-beds');
    expect([...unitsOf(beds)].every((u) => ['piece', 'unit', 'set'].includes(u))).toBe(true);
    for (const o of beds.offers) {
      expect(Math.max(...o.moq)).toBeLessThanOrEqual(10);
      expect(o.price[0]).toBeGreaterThanOrEqual(80);
    }
    const shirts = kind('t-shirts-polos');
    expect([...unitsOf(shirts)]).toEqual(['piece']);
    for (const o of shirts.offers) expect(o.moq.every((m) => m >= 100 && m <= 1000)).toBe(true);
    expect(artFor(shirts, "Men's Cotton Crew Neck T-Shirt")[0]).toBe('t-shirt');
    expect(artFor(kind('handbags'), 'Canvas Shopping Bag')[0]).toBe('handbag');
  });
});

describe('the demo data set', () => {
  it('has every supplier in one line of business: name, description, main products and categories agree', () => {
    for (const s of plan.suppliers) {
      const { group, categories } = s.profile;
      const line = businessLines[group.slug]!;
      expect(line.trade.some((word) => s.supplier.companyName.includes(word)), `${s.supplier.companyName} (${group.slug})`).toBe(true);
      expect(s.supplier.description).toContain(line.goods);
      expect(categories.every((c) => group.leaves.includes(c))).toBe(true);
      expect(s.supplier.mainCategoryId).toBe(categories[0]!.id);
      expect(s.supplier.mainProducts).toBe(categories.map((c) => c.node.en).join(', '));
    }
  });

  it('sells every product in its supplier’s categories, in a unit, MOQ, price and photo of its kind', () => {
    for (const p of plan.products) {
      const supplier = plan.suppliers[p.supplierIndex]!;
      const leaf = leafOf(p.draft.categoryId);
      const where = `${supplier.supplier.companyName}: ${p.draft.name}`;
      expect(supplier.profile.categories.map((c) => c.id), where).toContain(leaf.id);
      const en = englishName.get(`${leaf.slug}|${p.draft.name}`);
      expect(en, where).toBeDefined();
      const kind = kindOf(leaf.slug);
      const offers = offersFor(kind, en!).filter((o) => o.unit === p.draft.uom);
      expect(offers.length, `${where} in ${p.draft.uom}`).toBeGreaterThan(0);
      const [min, max] = [Number(p.draft.priceMin), Number(p.draft.priceMax)];
      expect(min).toBeLessThanOrEqual(max);
      expect(offers.some((o) => o.moq.includes(Number(p.draft.moq)) && min >= o.price[0] * 0.99 && max <= o.price[1] * 1.01), `${where}: ${p.draft.moq} ${p.draft.uom} at ${min}–${max}`).toBe(true);
      const [art, ...ways] = artFor(kind, en!);
      expect(p.draft.photos.length).toBeGreaterThan(0);
      for (const [photoArt, v] of p.draft.photos) {
        expect(photoArt, where).toBe(art);
        expect(colourwaysOf([art, ...ways])).toContain(v);
      }
    }
  });

  it('gives products specifications that fit them (a listed option, never a random one)', () => {
    const options = new Map(Object.entries(attributeFields).flatMap(([family, fields]) => fields.filter((f) => f.options).map((f) => [`${family}|${f.fieldname}`, f.options!] as const)));
    for (const p of plan.products) {
      const family = index.familyOf(leafOf(p.draft.categoryId));
      for (const [field, value] of Object.entries(p.draft.attributes)) {
        const allowed = options.get(`${family}|${field}`);
        if (allowed) expect(allowed, `${p.draft.name}: ${field}`).toContain(value);
      }
    }
    const robusta = plan.products.find((p) => leafOf(p.draft.categoryId).slug === 'robusta-coffee' && p.draft.attributes.processing);
    expect(['Natural', 'Washed', 'Semi-washed', 'Honey Processed']).toContain(robusta?.draft.attributes.processing);
  });

  it('has buyers asking for things of real categories in their units, quantities and prices', () => {
    for (const r of plan.rfqs) {
      const leaf = leafOf(r.values.categoryId!);
      expect(leaf.node.children ?? []).toEqual([]);
      const kind = kindOf(leaf.slug);
      const where = `${r.values.productName}: ${r.values.quantity} ${r.values.uom}`;
      expect(unitsOf(kind).has(r.values.uom), where).toBe(true);
      const moqs = kind.offers.filter((o) => o.unit === r.values.uom).flatMap((o) => o.moq);
      expect(Number(r.values.quantity), where).toBeGreaterThanOrEqual(Math.min(...moqs));
      if (r.values.targetPrice !== null && r.values.targetPrice !== undefined) {
        const [lo, hi] = rangeIn(kind, r.values.uom);
        expect(Number(r.values.targetPrice), where).toBeGreaterThanOrEqual(lo);
        expect(Number(r.values.targetPrice), where).toBeLessThanOrEqual(hi);
      }
    }
    for (const b of plan.buyers.slice(1)) {
      expect(businessLines[b.profile.group.slug]!.buyers.some((word) => b.user.companyName!.includes(word)), b.user.companyName!).toBe(true);
      for (const interest of b.user.sourcingInterests!.split(', ')) expect(b.profile.group.leaves.map((l) => l.node.en)).toContain(interest);
    }
  });

  it('casts the demo log-ins as the demo chat and requests describe them', () => {
    const seller = plan.suppliers.find((s) => s.user.email === DEMO_ACCOUNTS.seller)!;
    // The chat is about canvas tote bags and backpacks.
    expect(seller.profile.categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['handbags', 'backpacks']));
    const both = plan.suppliers.find((s) => s.user.email === DEMO_ACCOUNTS.both)!;
    const buyerRfqs = plan.rfqs.filter((r) => r.buyerIndex === 0);
    const live = buyerRfqs.filter((r) => r.values.status === 1).map((r) => leafOf(r.values.categoryId!).id);
    // Each demo supplier finds one of the demo buyer's live requests among its buying leads.
    expect(live.some((id) => seller.profile.categories.some((c) => c.id === id))).toBe(true);
    expect(live.some((id) => both.profile.categories.some((c) => c.id === id))).toBe(true);
    expect(plan.suppliers.slice(0, 2).every((s) => s.user.language === 'en')).toBe(true);
  });

  it('renders a photo for everything it shows', () => {
    const set = new Set(demoPhotoSet().map(([art, v]) => `${art}:${v}`));
    for (const p of plan.products) for (const [art, v] of p.draft.photos) expect(set.has(`${art}:${v}`)).toBe(true);
  });
});
