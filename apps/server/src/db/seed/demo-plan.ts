import { INCOTERMS, JOB_POSITIONS, PAYMENT_METHODS, POST_STATUS } from '@tradelink/shared/constants/lists';
import type { PlanName } from '@tradelink/shared/constants/plans';
import type { buyers, rfqs, suppliers, users } from '../schema/index.ts';
import { createRandom, type Random } from './random.ts';
import { buyerCountryWeights, countries, supplierCountryWeights } from './data/countries.ts';
import { quantityText } from './data/unit-words.ts';
import { catalogIndex, draftProduct, draftRfq, type Language, type ProductDraft } from './demo-catalog.ts';
import { draftBuyer, draftSupplier, pickSupplierGroup, type BuyerProfile, type SupplierProfile } from './demo-companies.ts';
import { personName } from './names.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_BUYER_RFQS, demoRfqDetails } from './demo-requests.ts';

/**
 * The demo data set as rows to insert, before any id exists: who the companies are, what they sell
 * and what buyers ask for. Pure (dates come from `at`), so a unit test can check every row.
 */

export interface DemoSize {
  suppliers: number;
  buyers: number;
  products: number;
  rfqs: number;
}

type UserRow = typeof users.$inferInsert;

export interface PlannedSupplier {
  user: Omit<UserRow, 'passwordHash'>;
  supplier: Omit<typeof suppliers.$inferInsert, 'userId'>;
  profile: SupplierProfile;
  country: string;
  planName: PlanName;
  paid: boolean;
  ageDays: number;
}

export interface PlannedBuyer {
  user: Omit<UserRow, 'passwordHash'>;
  buyer: Omit<typeof buyers.$inferInsert, 'userId'>;
  profile: BuyerProfile;
  country: string;
  ageDays: number;
}

export interface PlannedProduct {
  supplierIndex: number;
  draft: ProductDraft;
  status: number;
  isHotPrice: boolean;
  createdAt: Date;
}

export interface PlannedRfq {
  buyerIndex: number;
  values: Omit<typeof rfqs.$inferInsert, 'buyerId'>;
}

export interface DemoPlan {
  suppliers: PlannedSupplier[];
  buyers: PlannedBuyer[];
  products: PlannedProduct[];
  rfqs: PlannedRfq[];
}

const DAY = 86_400_000;

/** Mostly approved, some waiting for review, a few rejected or closed. */
export function statusOf(random: Random): number {
  const roll = random.next();
  return roll < 0.85 ? 1 : roll < 0.93 ? 0 : roll < 0.97 ? 2 : 3;
}

const languageOf = (country: string): Language => (country === 'VN' ? 'vi' : country === 'CN' || country === 'TW' ? 'zh' : 'en');
const phoneOf = (random: Random, country: string) =>
  `${countries.find((c) => c.code === country)?.callingCode ?? '+1'} ${random.int(20, 99)} ${random.int(100, 999)} ${random.int(1000, 9999)}`;

/**
 * Who the demo log-ins are: the seller makes bags (its chat is about tote bags and backpacks), the
 * "both" account makes garments and buys fabric, the buyer imports bags and workwear into the UK.
 * They keep English as their language whatever their country.
 */
const DEMO_SELLER = { country: 'CN', group: 'bags-accessories', main: 'handbags', city: 'Guangzhou' };
const DEMO_BOTH = { country: 'VN', group: 'garments', main: 'workwear-uniforms', city: 'Bình Dương' };
/**
 * The next suppliers are in the lines the demo shows off first (and tests search for): a Vietnamese
 * coffee exporter and a Chinese stainless steel mill, so even a small seed has both.
 */
const SHOWCASE = [
  { country: 'VN', group: 'coffee-beans', main: 'robusta-coffee', city: 'Đắk Lắk' },
  { country: 'CN', group: 'stainless-steel', main: 'stainless-steel-sheets', city: 'Foshan' },
];
const DEMO_BUYER = { country: 'GB', group: 'bags-accessories', interests: 'Handbags, Backpacks, Workwear & Uniforms' };

export function planDemo(size: DemoSize, at: (daysAgo: number) => Date, seed = 20261121): DemoPlan {
  const random = createRandom(seed);
  const photos = createRandom(seed ^ 0x1a9e5);
  const index = catalogIndex();
  const groupBySlug = (slug: string) => index.groups.find((g) => g.slug === slug)!;

  const names = new Set<string>();
  const plannedSuppliers: PlannedSupplier[] = [];
  for (let i = 0; i < size.suppliers; i++) {
    const demo = i === 0 ? DEMO_SELLER : i === 1 ? DEMO_BOTH : null;
    const fixed = demo ?? SHOWCASE[i - 2];
    const country = fixed?.country ?? random.weighted(supplierCountryWeights);
    const group = fixed ? groupBySlug(fixed.group) : pickSupplierGroup(random, country);
    // These make what they sell and sell in every category of their line, so their pages show the whole range.
    const profile = draftSupplier(random, country, group, fixed ? { main: index.bySlug.get(fixed.main), businessType: 'manufacturer', city: fixed.city, everyLeaf: true } : {}, names);
    const person = personName(random, country);
    const email = i === 0 ? DEMO_ACCOUNTS.seller : i === 1 ? DEMO_ACCOUNTS.both : `sales${i}@${profile.domain}`;
    const ageDays = random.int(30, 900);
    const created = at(ageDays);
    // The demo seller has a confirmed work email (Level 2), so every supplier feature can be tried.
    const level = i === 0 ? 2 : Number(random.weighted({ 1: 30, 2: 35, 3: 25, 4: 10 }));
    const drawnPaid = random.chance(0.25);
    // The demo seller is on a paid plan (decision 019: outreach and contact unlocks need one), set
    // without drawing, so the rest of the demo stays the same.
    const planName: PlanName = drawnPaid ? random.pick(['Starter', 'Advance'] as const) : i === 0 ? 'Starter' : 'Free';
    const paid = drawnPaid || i === 0;
    plannedSuppliers.push({
      profile,
      country,
      planName,
      paid,
      ageDays,
      user: {
        email,
        firstName: person.first,
        lastName: person.last,
        companyName: profile.companyName,
        fdCountry: country,
        customerPhone: phoneOf(random, country),
        position: random.pick(JOB_POSITIONS),
        language: demo ? 'en' : languageOf(country),
        accountType: 'Seller',
        status: 'active',
        isVerifiedWorkEmail: true,
        onboardStage: 'DONE',
        sourcingInterests: i === 1 ? 'Cotton Fabric, Yarn' : null,
        createdAt: created,
        activatedAt: created,
        lastActiveAt: at(random.int(0, 30)),
      },
      supplier: {
        identity: `SUP${String(100000 + i)}`,
        companyName: profile.companyName,
        country,
        city: profile.city,
        businessType: profile.businessType,
        annualRevenue: random.pick(['below-1m', '1m-2.5m', '2.5m-5m', '5m-10m', '10m-50m']),
        numEmployees: random.pick(['11-50', '51-200', '51-200', '201-500', '501-1000']),
        yearEstablished: profile.yearEstablished,
        website: `https://www.${profile.domain}`,
        description: profile.description,
        mainProducts: profile.mainProducts,
        mainCategoryId: profile.categories[0]!.id,
        verificationLevel: level,
        lastVerifiedAt: level > 1 ? at(random.int(1, 200)) : null,
        isFeatured: level >= 3 && random.chance(0.3),
        planName,
        planActiveDate: drawnPaid ? at(random.int(10, 150)) : paid ? at(20) : null,
        planEndDate: drawnPaid ? at(-random.int(30, 300)) : paid ? at(-340) : null,
        createdAt: created,
      },
    });
  }

  const plannedBuyers: PlannedBuyer[] = [];
  for (let i = 0; i < size.buyers; i++) {
    const country = i === 0 ? DEMO_BUYER.country : random.weighted(buyerCountryWeights);
    const group = i === 0 ? groupBySlug(DEMO_BUYER.group) : random.pick(index.groups);
    const profile = draftBuyer(random, country, group, names);
    if (i === 0) profile.sourcingInterests = DEMO_BUYER.interests;
    const person = personName(random, country);
    const email = i === 0 ? DEMO_ACCOUNTS.buyer : `${person.first.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase() || 'buyer'}.${i}@${profile.domain}`;
    const ageDays = random.int(10, 700);
    const created = at(ageDays);
    plannedBuyers.push({
      profile,
      country,
      ageDays,
      user: {
        email,
        firstName: person.first,
        lastName: person.last,
        companyName: profile.companyName,
        fdCountry: country,
        customerPhone: phoneOf(random, country),
        position: random.pick(JOB_POSITIONS),
        language: i === 0 ? 'en' : languageOf(country),
        accountType: 'Buyer',
        status: 'active',
        isVerifiedWorkEmail: random.chance(0.7),
        onboardStage: 'DONE',
        businessType: profile.businessType,
        sourcingInterests: profile.sourcingInterests,
        createdAt: created,
        activatedAt: created,
        lastActiveAt: at(random.int(0, 60)),
      },
      // The demo buyer is business verified: a paying buyer (spec), so the AI agent (decision 034) and
      // its analytics can be tried. The draw is made for it anyway, so the other buyers stay as they were.
      buyer: { identity: `BUR${String(100000 + i)}`, isBizVerified: random.chance(0.2) || i === 0, createdAt: created },
    });
  }

  const plannedProducts: PlannedProduct[] = [];
  if (plannedSuppliers.length) {
    for (let i = 0; i < size.products; i++) {
      const supplierIndex = i % plannedSuppliers.length;
      const s = plannedSuppliers[supplierIndex]!;
      plannedProducts.push({
        supplierIndex,
        draft: draftProduct(random, photos, { categories: s.profile.categories, country: s.country }),
        status: statusOf(random),
        isHotPrice: random.chance(0.15),
        createdAt: at(random.int(0, Math.min(365, s.ageDays))),
      });
    }
  }

  const plannedRfqs: PlannedRfq[] = [];
  if (plannedBuyers.length) {
    for (let i = 0; i < size.rfqs; i++) {
      const demo = i < DEMO_BUYER_RFQS.length ? DEMO_BUYER_RFQS[i] : undefined;
      const buyerIndex = demo ? 0 : random.int(0, plannedBuyers.length - 1);
      const buyer = plannedBuyers[buyerIndex]!;
      const language: Language = buyer.country === 'VN' && random.chance(0.5) ? 'vi' : buyer.country === 'CN' && random.chance(0.5) ? 'zh' : 'en';
      // Mostly from the buyer's own line; now and then something else of the same family.
      const family = index.groups.filter((g) => g.family === buyer.profile.group.family);
      const leaf = random.pick(random.chance(0.85) ? buyer.profile.group.leaves : random.pick(family).leaves);
      const draft = demo ? { categoryId: index.bySlug.get(demo.leaf)!.id, productName: demo.name, quantity: demo.quantity, uom: demo.uom, targetPrice: demo.target } : draftRfq(random, leaf, language);
      const created = demo ? at(demo.daysAgo) : at(random.int(0, Math.min(120, buyer.ageDays)));
      const status = demo ? demo.status : statusOf(random);
      const frequency = random.weighted({ one_time: 35, monthly: 30, quarterly: 15, semi_annually: 8, annually: 7, weekly: 5 });
      plannedRfqs.push({
        buyerIndex,
        values: {
          categoryId: draft.categoryId,
          productName: draft.productName,
          description: demo?.details ?? demoRfqDetails(random, { language, businessType: buyer.profile.businessType, country: buyer.country, quantity: quantityText(draft.quantity, draft.uom, language), frequency }),
          quantity: String(draft.quantity),
          uom: draft.uom,
          targetPrice: draft.targetPrice === null ? null : draft.targetPrice.toFixed(2),
          currency: 'USD',
          incoterm: random.weighted({ FOB: 35, CIF: 25, CFR: 10, EXW: 10, DDP: 8, DAP: 5, FCA: 4, CIP: 3 }) as (typeof INCOTERMS)[number],
          paymentMethod: random.weighted({ 'T/T': 60, 'L/C': 25, 'D/P': 5, PayPal: 6, 'W/U': 4 }) as (typeof PAYMENT_METHODS)[number],
          frequency,
          destinationCountry: buyer.country,
          // Live requests expire weeks from today; the others weeks after they were posted.
          expiryDate: new Date((status === POST_STATUS.approved && demo ? Date.now() : created.getTime()) + random.int(20, 90) * DAY).toISOString().slice(0, 10),
          status,
          rejectReason: status === POST_STATUS.rejected && demo ? 'Please say which sizes and colours you need and where the goods should be delivered.' : null,
          closeReason: status === POST_STATUS.closed && demo ? 'fulfilled' : null,
          closedAt: status === POST_STATUS.closed && demo ? at(demo.daysAgo - 10) : null,
          createdAt: created,
          updatedAt: created,
        },
      });
    }
  }
  return { suppliers: plannedSuppliers, buyers: plannedBuyers, products: plannedProducts, rfqs: plannedRfqs };
}
