import { sql } from 'drizzle-orm';
import { INCOTERMS, PAYMENT_METHODS, FREQUENCIES, JOB_POSITIONS } from '@tradelink/shared/constants/lists';
import { PLAN_QUOTAS, type PlanName } from '@tradelink/shared/constants/plans';
import { addMonths } from '@tradelink/shared/rules/plans';
import { setQuotas } from '../../modules/wallet/wallet.repository.ts';
import type { Db } from '../client.ts';
import { buyers, products, reviews, rfqs, suppliers, users } from '../schema/index.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { createRandom, type Random } from './random.ts';
import { flattenTaxonomy, type FlatCategory } from './reference-seed.ts';
import { productNameTemplates, type TaxonomyNode } from './data/taxonomy.ts';
import { buyerCountryWeights, supplierCountryWeights } from './data/countries.ts';
import { units } from './data/units.ts';
import { annualRevenueOptions, businessTypes, numEmployeesOptions } from './data/business-options.ts';
import { attributeFields, defaultAttributeFields } from './data/attribute-fields.ts';
import { reviewTexts, toneOf, type ReviewLanguage } from './data/review-texts.ts';
import { companyName, personName, cityOf } from './names.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { POST_STATUS } from '@tradelink/shared/constants/lists';
import { insertDemoOperations } from './demo-operations.ts';
import { insertDemoChat } from './demo-chat.ts';
import { demoImagePicker, generateDemoImages, type DemoImagePool } from './demo-images.ts';
import { loadEnv } from '../../config/env.ts';
import { mediaRoot } from '../../modules/media/media.storage.ts';

export interface DemoSize {
  suppliers: number;
  buyers: number;
  products: number;
  rfqs: number;
}
export const DEFAULT_DEMO_SIZE: DemoSize = { suppliers: 200, buyers: 300, products: 2000, rfqs: 500 };

const DAY = 86_400_000;
// A fixed "now" for generated dates keeps the data set identical between runs; dates are then
// shifted so the newest items are recent on the day the seed runs.
const BASE_TIME = Date.UTC(2026, 10, 1);

function statusOf(random: Random): number {
  const roll = random.next();
  return roll < 0.85 ? 1 : roll < 0.93 ? 0 : roll < 0.97 ? 2 : 3;
}

function topLevelSlug(byId: Map<number, FlatCategory>, category: FlatCategory): string {
  let node = category;
  while (node.parentId) node = byId.get(node.parentId)!;
  return node.slug;
}

function attributesFor(random: Random, slug: string): Record<string, string> {
  const fields = attributeFields[slug] ?? defaultAttributeFields;
  const out: Record<string, string> = {};
  for (const field of fields) {
    if (field.options?.length) out[field.fieldname] = random.pick(field.options);
    else if (field.fieldtype === 'Int') out[field.fieldname] = String(random.int(1, 500));
    else if (field.fieldtype === 'Float') out[field.fieldname] = (random.next() * 100).toFixed(1);
  }
  return out;
}

async function insertBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Whether the database holds any account yet (the demo seed runs only on an empty one). */
export async function isEmpty(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`SELECT EXISTS (SELECT 1 FROM users) AS any`)) as unknown as { rows: Array<{ any: boolean }> };
  return !result.rows[0]?.any;
}

export interface DemoOptions {
  /** Where product images go; by default DATA_DIR/media of the environment (as the server reads it). */
  mediaDir?: string;
  /** The demo accounts' password (production demo sites set their own: DEMO_PASSWORD). */
  password?: string;
}

/** The folder demo images are written to when the caller does not say. */
export function defaultMediaDir(): string {
  return mediaRoot(loadEnv().dataDir);
}

/**
 * The deterministic demo data set: suppliers, buyers, products (with images), RFQs and buyers'
 * reviews of suppliers, with realistic names.
 */
export async function seedDemo(db: Db, size: DemoSize = DEFAULT_DEMO_SIZE, options: DemoOptions = {}): Promise<void> {
  // Images render on sharp's threads while the accounts are inserted; they are files, outside the
  // transaction (a failed seed leaves them behind, and the next run finds them stored).
  const imagesReady = generateDemoImages(options.mediaDir ?? defaultMediaDir());
  imagesReady.catch(() => {}); // awaited below; this only keeps an early failure from being unhandled
  const random = createRandom(20261121);
  const shift = Date.now() - BASE_TIME;
  const at = (daysAgo: number) => new Date(BASE_TIME + shift - daysAgo * DAY);
  const passwordHash = await hashPassword(options.password ?? DEMO_PASSWORD);
  const flat = flattenTaxonomy();
  const byId = new Map(flat.map((c) => [c.id, c]));
  const leaves = flat.filter((c) => !c.node.children?.length);

  await db.transaction(async (tx) => {
    // Suppliers (the first is the demo seller, the second the demo "both" account).
    const supplierRows: Array<{ id: string; country: string; categories: FlatCategory[]; ageDays: number }> = [];
    for (let i = 0; i < size.suppliers; i++) {
      const country = random.weighted(supplierCountryWeights);
      const person = personName(random, country);
      const company = companyName(random, country);
      const email = i === 0 ? DEMO_ACCOUNTS.seller : i === 1 ? DEMO_ACCOUNTS.both : `sales${i}@${company.domain}`;
      const ageDays = random.int(30, 900);
      const created = at(ageDays);
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: person.first,
          lastName: person.last,
          companyName: company.name,
          fdCountry: country,
          customerPhone: `+${random.int(10, 99)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
          position: random.pick(JOB_POSITIONS),
          language: country === 'VN' ? 'vi' : country === 'CN' || country === 'TW' ? 'zh' : 'en',
          accountType: 'Seller',
          status: 'active',
          isVerifiedWorkEmail: true,
          onboardStage: 'DONE',
          createdAt: created,
          activatedAt: created,
          lastActiveAt: at(random.int(0, 30)),
        })
        .returning({ id: users.id });
      const main = random.pick(leaves);
      const siblings = leaves.filter((l) => l.parentId === main.parentId);
      const drawn = random.weighted({ 1: 30, 2: 35, 3: 25, 4: 10 });
      // The demo seller has a confirmed work email (Level 2), so every supplier feature can be tried.
      const level = i === 0 ? 2 : drawn;
      const paid = random.chance(0.25);
      let planName: PlanName;
      const [supplier] = await tx
        .insert(suppliers)
        .values({
          userId: user!.id,
          identity: `SUP${String(100000 + i)}`,
          companyName: company.name,
          country,
          city: cityOf(random, country),
          businessType: random.pick(businessTypes).name,
          annualRevenue: random.pick(annualRevenueOptions).name,
          numEmployees: random.pick(numEmployeesOptions).name,
          yearEstablished: random.int(1985, 2022),
          website: `https://www.${company.domain}`,
          description: company.description,
          mainProducts: siblings.slice(0, 3).map((s) => s.node.en).join(', '),
          mainCategoryId: main.id,
          verificationLevel: Number(level),
          lastVerifiedAt: Number(level) > 1 ? at(random.int(1, 200)) : null,
          isFeatured: Number(level) >= 3 && random.chance(0.3),
          // Assigned inline to keep the random sequence (and so every demo record) as it was.
          planName: (planName = paid ? random.pick(['Starter', 'Advance'] as const) : 'Free'),
          planActiveDate: paid ? at(random.int(10, 150)) : null,
          planEndDate: paid ? at(-random.int(30, 300)) : null,
          createdAt: created,
        })
        .returning({ id: suppliers.id });
      // Quotas arrive through the wallet ledger, as a real plan grants them.
      const { quotations_per_month: _monthly, ...quotas } = PLAN_QUOTAS[planName];
      await setQuotas(tx, supplier!.id, quotas, { reason: paid ? 'plan_activated' : 'signup_grant', ref: `plan:${planName}` }, addMonths(new Date(), 1));
      supplierRows.push({ id: supplier!.id, country, categories: siblings.length ? siblings : [main], ageDays });
      if (i === 1) {
        // The demo "both" account also buys.
        await tx.insert(buyers).values({ userId: user!.id, identity: 'BUR200001', createdAt: created });
      }
    }

    // Buyers (the first is the demo buyer).
    const buyerRows: Array<{ id: string; userId: string; country: string; ageDays: number }> = [];
    for (let i = 0; i < size.buyers; i++) {
      const country = random.weighted(buyerCountryWeights);
      const person = personName(random, country);
      const company = companyName(random, country);
      const email = i === 0 ? DEMO_ACCOUNTS.buyer : `${person.first.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase() || 'buyer'}.${i}@${company.domain}`;
      const ageDays = random.int(10, 700);
      const created = at(ageDays);
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: person.first,
          lastName: person.last,
          companyName: company.name,
          fdCountry: country,
          position: random.pick(JOB_POSITIONS),
          language: country === 'VN' ? 'vi' : country === 'CN' ? 'zh' : 'en',
          accountType: 'Buyer',
          status: 'active',
          isVerifiedWorkEmail: random.chance(0.7),
          onboardStage: 'DONE',
          businessType: random.pick(businessTypes).name,
          sourcingInterests: random.pick(leaves).node.en,
          createdAt: created,
          activatedAt: created,
          lastActiveAt: at(random.int(0, 60)),
        })
        .returning({ id: users.id });
      const [buyer] = await tx
        .insert(buyers)
        .values({ userId: user!.id, identity: `BUR${String(100000 + i)}`, isBizVerified: random.chance(0.2), createdAt: created })
        .returning({ id: buyers.id });
      buyerRows.push({ id: buyer!.id, userId: user!.id, country, ageDays });
    }

    await insertOperator(tx as unknown as Db, passwordHash, at(400));
    await insertProducts(tx as unknown as Db, random, supplierRows, byId, size.products, at, await imagesReady);

    const rfqValues: Array<typeof rfqs.$inferInsert> = [];
    for (let i = 0; i < size.rfqs; i++) {
      const buyer = i < 6 ? buyerRows[0]! : random.pick(buyerRows);
      const category = random.pick(leaves);
      const names = templatesFor(category.node);
      const unit = random.pick(units.slice(0, 10));
      const created = at(random.int(0, 120));
      rfqValues.push({
        buyerId: buyer.id,
        categoryId: category.id,
        productName: random.pick(names.en),
        description: `Looking for a reliable supplier of ${category.node.en.toLowerCase()}. Please quote your best price, lead time and certifications.`,
        quantity: String(random.pick([50, 100, 200, 500, 1000, 2000, 5000, 20000])),
        uom: unit.name,
        targetPrice: random.chance(0.7) ? (random.next() * 200 + 1).toFixed(2) : null,
        currency: 'USD',
        incoterm: random.pick(INCOTERMS),
        paymentMethod: random.pick(PAYMENT_METHODS),
        frequency: random.pick(FREQUENCIES),
        destinationCountry: buyer.country,
        // The demo buyer's first two requests are live, so a demo seller can quote them at once.
        expiryDate: new Date((i < 2 ? Date.now() : created.getTime()) + random.int(20, 90) * DAY).toISOString().slice(0, 10),
        status: i < 2 ? POST_STATUS.approved : statusOf(random),
        createdAt: created,
        updatedAt: created,
      });
    }
    await insertBatches(rfqValues, 500, (batch) => tx.insert(rfqs).values(batch));

    await insertBatches(demoReviews(supplierRows, buyerRows, at), 1000, (batch) => tx.insert(reviews).values(batch));
    await insertDemoOperations(tx as unknown as Db, at);
    await insertDemoChat(tx as unknown as Db, at);
  });
}

const languageOfCountry = (country: string): ReviewLanguage => (country === 'VN' ? 'vi' : country === 'CN' || country === 'TW' ? 'zh' : 'en');

/**
 * Buyers' reviews of about 60% of the suppliers: mostly a few each, some a dozen, mostly good, and a
 * few suppliers with mixed ones; about 3% hidden by an operator. The demo seller always has some,
 * the demo buyer never wrote one (so it can still write its own). Uses its own random stream so
 * adding reviews leaves the rest of the demo data as it was.
 */
function demoReviews(
  supplierRows: Array<{ id: string; ageDays: number }>,
  buyerRows: Array<{ userId: string; country: string; ageDays: number }>,
  at: (daysAgo: number) => Date,
  seed = 0x5e71e,
): Array<typeof reviews.$inferInsert> {
  const random = createRandom(seed);
  const authors = buyerRows.slice(1);
  const out: Array<typeof reviews.$inferInsert> = [];
  supplierRows.forEach((supplier, i) => {
    if (i !== 0 && !random.chance(0.6)) return;
    const wanted = Math.min(authors.length, i === 0 ? 8 : 1 + Math.floor(random.next() ** 1.8 * 12));
    const weights = random.chance(0.15) ? { 5: 20, 4: 25, 3: 25, 2: 15, 1: 15 } : { 5: 60, 4: 27, 3: 8, 2: 3, 1: 2 };
    const chosen = new Set<number>();
    while (chosen.size < wanted) chosen.add(random.int(0, authors.length - 1));
    const used = new Set<string>();
    for (const index of chosen) {
      const author = authors[index]!;
      const rating = Number(random.weighted(weights));
      const own = languageOfCountry(author.country);
      const language = own !== 'en' && random.chance(0.3) ? 'en' : own;
      // Written after both accounts existed, at any time of day.
      const daysAgo = random.int(0, Math.max(0, Math.min(author.ageDays, supplier.ageDays) - 1)) + random.next();
      // No two reviews of one supplier read the same (while the pool lasts).
      const pool = reviewTexts[toneOf(rating)][language];
      const start = random.int(0, pool.length - 1);
      const body = pool.map((_, k) => pool[(start + k) % pool.length]!).find((text) => !used.has(text)) ?? pool[start]!;
      used.add(body);
      out.push({
        supplierId: supplier.id,
        authorUserId: author.userId,
        authorRole: 'buyer',
        rating,
        body,
        createdAt: at(daysAgo),
        hiddenAt: random.chance(0.03) ? at(Math.max(0, daysAgo - 1)) : null,
      });
    }
  });
  return out;
}

function templatesFor(node: TaxonomyNode) {
  return productNameTemplates[node.slug] ?? { en: [node.en], vi: [node.vi], zh: [node.zh] };
}

/**
 * Products for the given suppliers; also used by `db:seed --products N` to scale up. Each gets 1–4
 * images of its category family from the shared demo set (no image is made per product).
 */
export async function insertProducts(
  db: Db,
  random: Random,
  supplierRows: Array<{ id: string; categories: FlatCategory[] }>,
  byId: Map<number, FlatCategory>,
  count: number,
  at: (daysAgo: number) => Date,
  images: DemoImagePool,
): Promise<void> {
  const pickImages = demoImagePicker(images);
  const batch: Array<typeof products.$inferInsert> = [];
  const flush = async () => {
    if (batch.length) await db.insert(products).values(batch.splice(0));
  };
  for (let i = 0; i < count; i++) {
    const supplier = supplierRows[i % supplierRows.length]!;
    const category = random.pick(supplier.categories);
    const names = templatesFor(category.node);
    const language = random.weighted({ en: 70, vi: 15, zh: 15 }) as 'en' | 'vi' | 'zh';
    const name = random.pick(names[language].length ? names[language] : names.en);
    const min = Math.round((random.next() * 300 + 0.5) * 100) / 100;
    const created = at(random.int(0, 365));
    const family = topLevelSlug(byId, category);
    batch.push({
      supplierId: supplier.id,
      categoryId: category.id,
      name,
      description: `${name}. ${category.node.en} — export quality, OEM/ODM welcome, samples available on request.`,
      priceMin: min.toFixed(2),
      priceMax: (min * (1 + random.next())).toFixed(2),
      currency: 'USD',
      moq: String(random.pick([1, 10, 50, 100, 500, 1000])),
      uom: random.pick(units.slice(0, 12)).name,
      images: pickImages(family),
      attributes: attributesFor(random, family),
      isHotPrice: random.chance(0.15),
      status: statusOf(random),
      createdAt: created,
      updatedAt: created,
    });
    if (batch.length >= 1000) await flush();
  }
  await flush();
}

/**
 * The marketplace's own staff log-in (README). The Operator role is granted only here and by
 * operators; no public call can set roles.
 */
async function insertOperator(db: Db, passwordHash: string, created: Date) {
  await db.insert(users).values({
    email: DEMO_ACCOUNTS.operator,
    passwordHash,
    firstName: 'Tradelink',
    lastName: 'Operations',
    companyName: 'Tradelink',
    accountType: 'Buyer',
    status: 'active',
    onboardStage: 'DONE',
    roles: ['Customer', 'Operator'],
    createdAt: created,
    activatedAt: created,
  });
}
