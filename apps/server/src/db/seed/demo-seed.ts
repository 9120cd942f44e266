import { eq, sql } from 'drizzle-orm';
import { imageUrl } from '@tradelink/shared/media/images';
import { PLAN_QUOTAS } from '@tradelink/shared/constants/plans';
import { addMonths } from '@tradelink/shared/rules/plans';
import { setQuotas } from '../../modules/wallet/wallet.repository.ts';
import type { Db } from '../client.ts';
import { buyers, categories, products, reviews, rfqs, suppliers, users } from '../schema/index.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { createRandom, type Random } from './random.ts';
import type { FlatCategory } from './reference-seed.ts';
import { reviewTexts, toneOf, tradeReviewTexts, type ReviewLanguage } from './data/review-texts.ts';
import { kindOf, productKinds } from './data/product-kinds.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { insertDemoOperations } from './demo-operations.ts';
import { insertDemoChat } from './demo-chat.ts';
import { generateDemoImages, photoKey, photoKeys, type DemoImagePool } from './demo-images.ts';
import { colourwaysOf, draftProduct } from './demo-catalog.ts';
import { planDemo, statusOf, type DemoPlan, type DemoSize } from './demo-plan.ts';
import { loadEnv } from '../../config/env.ts';
import { mediaRoot } from '../../modules/media/media.storage.ts';
import { insertDemoPartner } from './demo-partner.ts';
import { insertDemoResponses } from './demo-responses.ts';
import { insertDemoAnalytics } from './demo-analytics.ts';
import type { ObjectStore } from '../../lib/storage/object-store.ts';

export type { DemoSize } from './demo-plan.ts';

export const DEFAULT_DEMO_SIZE: DemoSize = { suppliers: 200, buyers: 300, products: 2000, rfqs: 500 };

const DAY = 86_400_000;
// A fixed "now" for generated dates keeps the data set identical between runs; dates are then
// shifted so the newest items are recent on the day the seed runs.
const BASE_TIME = Date.UTC(2026, 10, 1);

async function insertBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Whether the database holds any account yet (the demo seed runs only on an empty one). */
export async function isEmpty(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`SELECT EXISTS (SELECT 1 FROM users) AS any`)) as unknown as { rows: Array<{ any: boolean }> };
  return !result.rows[0]?.any;
}

export interface DemoOptions {
  /** Where product images go: a folder or the server's media store; by default DATA_DIR/media of the environment. */
  mediaDir?: string | ObjectStore;
  /** The demo accounts' password (production demo sites set their own: DEMO_PASSWORD). */
  password?: string;
}

/** The folder demo images are written to when the caller does not say. */
export function defaultMediaDir(): string {
  return mediaRoot(loadEnv().dataDir);
}

/**
 * The deterministic demo data set (`demo-plan.ts`): suppliers, buyers, products with photos of their
 * kind, RFQs and buyers' reviews of suppliers, each company in one line of business.
 */
export async function seedDemo(db: Db, size: DemoSize = DEFAULT_DEMO_SIZE, options: DemoOptions = {}): Promise<void> {
  const shift = Date.now() - BASE_TIME;
  const at = (daysAgo: number) => new Date(BASE_TIME + shift - daysAgo * DAY);
  const plan = planDemo(size, at);
  // Images render on sharp's threads while the accounts are inserted; they are files, outside the
  // transaction (a failed seed leaves them behind, and the next run finds them stored).
  const monthly = await monthlyCategoryPhotos(db);
  const shown = new Map([...plan.products.flatMap((p) => p.draft.photos), ...monthly.map((m) => m.photo)].map((photo) => [photo.join(':'), photo]));
  const imagesReady = generateDemoImages(options.mediaDir ?? defaultMediaDir(), [...shown.values()]);
  imagesReady.catch(() => {}); // awaited below; this only keeps an early failure from being unhandled
  const passwordHash = await hashPassword(options.password ?? DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const supplierIds: string[] = [];
    for (const [i, s] of plan.suppliers.entries()) {
      const [user] = await tx.insert(users).values({ ...s.user, passwordHash }).returning({ id: users.id });
      const [supplier] = await tx.insert(suppliers).values({ ...s.supplier, userId: user!.id }).returning({ id: suppliers.id });
      // Quotas arrive through the wallet ledger, as a real plan grants them.
      const { quotations_per_month: _monthly, ...quotas } = PLAN_QUOTAS[s.planName];
      await setQuotas(tx, supplier!.id, quotas, { reason: s.paid ? 'plan_activated' : 'signup_grant', ref: `plan:${s.planName}` }, addMonths(new Date(), 1));
      supplierIds.push(supplier!.id);
      // The demo "both" account also buys.
      if (i === 1) await tx.insert(buyers).values({ userId: user!.id, identity: 'BUR200001', createdAt: s.supplier.createdAt });
    }

    const buyerIds: Array<{ id: string; userId: string }> = [];
    for (const b of plan.buyers) {
      const [user] = await tx.insert(users).values({ ...b.user, passwordHash }).returning({ id: users.id });
      const [buyer] = await tx.insert(buyers).values({ ...b.buyer, userId: user!.id }).returning({ id: buyers.id });
      buyerIds.push({ id: buyer!.id, userId: user!.id });
    }

    await insertOperator(tx as unknown as Db, passwordHash, at(400));
    await insertBatches(
      plan.rfqs.map((r) => ({ ...r.values, buyerId: buyerIds[r.buyerIndex]!.id })),
      500,
      (batch) => tx.insert(rfqs).values(batch),
    );
    await insertBatches(demoReviews(plan, supplierIds, buyerIds, at), 1000, (batch) => tx.insert(reviews).values(batch));
    // Products last: they wait for the photos, which render meanwhile.
    const images = await imagesReady;
    const productRows = plan.products.map((p) => productValues(supplierIds[p.supplierIndex]!, p.draft, images, p.status, p.isHotPrice, p.createdAt));
    await insertBatches(productRows, 1000, (batch) => tx.insert(products).values(batch));
    for (const { id, photo } of monthly) {
      const key = images.get(photoKey(...photo));
      if (key) await tx.update(categories).set({ image: imageUrl(key, 'thumb') }).where(eq(categories.id, id));
    }
    await insertDemoOperations(tx as unknown as Db, at);
    await insertDemoChat(tx as unknown as Db, at);
    await insertDemoPartner(tx as unknown as Db, passwordHash, at);
    await insertDemoResponses(tx as unknown as Db, at);
    // Last: its actions are the rows above.
    await insertDemoAnalytics(tx as unknown as Db, at);
  });
}

/** The home page's "categories of the month", each with the first photo of its kind (instead of the placeholder). */
async function monthlyCategoryPhotos(db: Db): Promise<Array<{ id: number; photo: [string, number] }>> {
  const rows = (await db.execute(sql`SELECT slug, id FROM categories WHERE monthly_rank IS NOT NULL`)) as unknown as { rows: Array<{ slug: string; id: number }> };
  return rows.rows.flatMap(({ slug, id }) => {
    const kind = productKinds[slug];
    return kind ? [{ id: Number(id), photo: [kind.art[0], colourwaysOf(kind.art)[0]!] as [string, number] }] : [];
  });
}

function productValues(supplierId: string, draft: ReturnType<typeof draftProduct>, images: DemoImagePool, status: number, isHotPrice: boolean, created: Date): typeof products.$inferInsert {
  const { photos, ...values } = draft;
  return { ...values, supplierId, currency: 'USD', images: photoKeys(images, photos), isHotPrice, status, createdAt: created, updatedAt: created };
}

const languageOfCountry = (country: string): ReviewLanguage => (country === 'VN' ? 'vi' : country === 'CN' || country === 'TW' ? 'zh' : 'en');

/**
 * Buyers' reviews of about 60% of the suppliers: mostly a few each, some a dozen, mostly good, and a
 * few suppliers with mixed ones; about 3% hidden by an operator. Reviewers buy in the supplier's
 * family of goods where there are enough of them, and write about that kind of goods. The demo
 * seller always has some, the demo buyer never wrote one (so it can still write its own). Uses its
 * own random stream so reviews can change without changing the rest of the demo data.
 */
function demoReviews(plan: DemoPlan, supplierIds: string[], buyerIds: Array<{ userId: string }>, at: (daysAgo: number) => Date, seed = 0x5e71e): Array<typeof reviews.$inferInsert> {
  const random = createRandom(seed);
  const authors = plan.buyers.slice(1).map((b, i) => ({ ...b, userId: buyerIds[i + 1]!.userId }));
  const out: Array<typeof reviews.$inferInsert> = [];
  plan.suppliers.forEach((supplier, i) => {
    if (i !== 0 && !random.chance(0.6)) return;
    const alike = authors.filter((a) => a.profile.group.family === supplier.profile.group.family);
    const wanted = Math.min(authors.length, i === 0 ? 8 : 1 + Math.floor(random.next() ** 1.8 * 12));
    const pool = alike.length >= wanted ? alike : authors;
    const weights = random.chance(0.15) ? { 5: 20, 4: 25, 3: 25, 2: 15, 1: 15 } : { 5: 60, 4: 27, 3: 8, 2: 3, 1: 2 };
    const chosen = new Set<number>();
    while (chosen.size < Math.min(wanted, pool.length)) chosen.add(random.int(0, pool.length - 1));
    const trade = kindOf(supplier.profile.categories[0]!.slug).trade;
    const used = new Set<string>();
    for (const index of chosen) {
      const author = pool[index]!;
      const rating = Number(random.weighted(weights));
      const own = languageOfCountry(author.country);
      const language = own !== 'en' && random.chance(0.3) ? 'en' : own;
      // Written after both accounts existed, at any time of day.
      const daysAgo = random.int(0, Math.max(0, Math.min(author.ageDays, supplier.ageDays) - 1)) + random.next();
      // No two reviews of one supplier read the same (while the pool lasts).
      const texts = [...reviewTexts[toneOf(rating)][language], ...tradeReviewTexts[trade][toneOf(rating)][language]];
      const start = random.int(0, texts.length - 1);
      const body = texts.map((_, k) => texts[(start + k) % texts.length]!).find((text) => !used.has(text)) ?? texts[start]!;
      used.add(body);
      out.push({
        supplierId: supplierIds[i]!,
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

/**
 * More products for existing suppliers, for `db:seed --products N` benchmarks: each in one of the
 * supplier's categories, made like the demo set's (same kinds, photos from the same set).
 */
export async function insertProducts(
  db: Db,
  random: Random,
  supplierRows: Array<{ id: string; categories: FlatCategory[]; country: string }>,
  count: number,
  at: (daysAgo: number) => Date,
  images: DemoImagePool,
): Promise<void> {
  const photos = createRandom(0x1a9e5);
  const batch: Array<typeof products.$inferInsert> = [];
  const flush = async () => {
    if (batch.length) await db.insert(products).values(batch.splice(0));
  };
  for (let i = 0; i < count; i++) {
    const supplier = supplierRows[i % supplierRows.length]!;
    const draft = draftProduct(random, photos, supplier);
    batch.push(productValues(supplier.id, draft, images, statusOf(random), random.chance(0.15), at(random.int(0, 365))));
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
