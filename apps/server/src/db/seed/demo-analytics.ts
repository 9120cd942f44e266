import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { analyticsEvents } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { createRandom } from './random.ts';

// Demo seed only (issue 21): a plausible 90 days of analytics, written to the same raw events table
// the recorder writes to, so the demo accounts' reports are not empty on a fresh start. Actions
// (inquiries, chats, quotations and decisions, unlocks, requests) are derived from the demo's own
// rows, at their own times, so each figure matches what the pages list; views, impressions and
// searches are drawn for the demo seller's products and page and the demo buyer's requests and page.
// The rollup job builds the closed days on its first pass; until then the reports count raw events.

const DAY = 86_400_000;
const DAYS = 90;
const COUNTRIES = { US: 20, DE: 12, JP: 10, GB: 8, VN: 8, FR: 6, KR: 6, AU: 6, CA: 5, SG: 4, NL: 4, '': 11 };

type EventRow = typeof analyticsEvents.$inferInsert;

const rows = async <T>(db: Db, statement: ReturnType<typeof sql>) => ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

/** Every business action already in the demo data, as the recorder would have written it. */
async function insertActions(db: Db) {
  await db.execute(sql`
    INSERT INTO analytics_events (occurred_at, kind, supplier_id, buyer_id, product_id, rfq_id, country, visitor_key)
    SELECT i.created_at, 'inquiry', i.supplier_id, i.buyer_id, i.product_id, NULL::int, coalesce(u.fd_country, ''), ''
    FROM inquiries i JOIN buyers b ON b.id = i.buyer_id JOIN users u ON u.id = b.user_id WHERE i.direction = 'buyer_to_supplier'
    UNION ALL
    SELECT c.created_at, 'chat_started', c.supplier_id, c.buyer_id, NULL::int, NULL::int, coalesce(u.fd_country, ''), ''
    FROM conversations c JOIN buyers b ON b.id = c.buyer_id JOIN users u ON u.id = b.user_id WHERE c.created_by = c.buyer_identity
    UNION ALL
    SELECT q.created_at, 'quotation_sent', q.supplier_id, r.buyer_id, NULL::int, q.rfq_id, coalesce(s.country, ''), ''
    FROM quotations q JOIN rfqs r ON r.id = q.rfq_id JOIN suppliers s ON s.id = q.supplier_id
    UNION ALL
    SELECT q.decided_at, CASE q.status WHEN 'preferred' THEN 'quotation_preferred' ELSE 'quotation_declined' END, q.supplier_id, r.buyer_id, NULL::int, q.rfq_id, coalesce(u.fd_country, ''), ''
    FROM quotations q JOIN rfqs r ON r.id = q.rfq_id JOIN buyers b ON b.id = r.buyer_id JOIN users u ON u.id = b.user_id
    WHERE q.status IN ('preferred', 'declined') AND q.decided_at IS NOT NULL
    UNION ALL
    SELECT cu.created_at, 'contact_unlock', cu.supplier_id, cu.buyer_id, NULL::int, NULL::int, coalesce(s.country, ''), ''
    FROM contact_unlocks cu JOIN suppliers s ON s.id = cu.supplier_id
    UNION ALL
    SELECT r.created_at, 'rfq_posted', NULL::uuid, r.buyer_id, NULL::int, r.id, coalesce(u.fd_country, ''), ''
    FROM rfqs r JOIN buyers b ON b.id = r.buyer_id JOIN users u ON u.id = b.user_id`);
}

/** A moment of the day `daysAgo` days before `now`, never after `now`. */
function momentOf(random: ReturnType<typeof createRandom>, now: number, daysAgo: number): Date {
  const dayStart = Math.floor(now / DAY) * DAY - daysAgo * DAY;
  const span = daysAgo === 0 ? Math.max(1, now - dayStart) : DAY;
  return new Date(dayStart + Math.floor(random.next() * span));
}

/** Search words a buyer might type for a product: its first words, and the kind of goods. */
function keywordsFor(name: string): string[] {
  const words = name.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, ' ').split(/\s+/).filter((w) => w.length > 2);
  return [...new Set([words.slice(0, 2).join(' '), words.slice(-2).join(' '), words[words.length - 1] ?? ''])].filter(Boolean);
}

export async function insertDemoAnalytics(db: Db, at: (daysAgo: number) => Date) {
  await insertActions(db);
  const random = createRandom(0xa11a7);
  const now = at(0).getTime();
  const events: EventRow[] = [];

  const [seller] = await rows<{ id: string; identity: string }>(
    db,
    sql`SELECT s.id, s.identity FROM suppliers s JOIN users u ON u.id = s.user_id WHERE u.email = ${DEMO_ACCOUNTS.seller}`,
  );
  const products = seller ? await rows<{ id: number; name: string }>(db, sql`SELECT id, name FROM products WHERE supplier_id = ${seller.id} AND status = 1 ORDER BY id`) : [];
  if (seller && products.length) {
    // A few products draw most of the attention, as in any catalogue.
    const weights = Object.fromEntries(products.map((p, i) => [String(i), 1 / (i + 1.5)]));
    for (let d = DAYS - 1; d >= 0; d--) {
      const weekday = new Date(now - d * DAY).getUTCDay();
      const trend = 1 + (DAYS - d) / (DAYS * 1.6);
      const dayFactor = (weekday === 0 || weekday === 6 ? 0.6 : 1) * trend * (0.85 + 0.3 * random.next());
      const visitors = Array.from({ length: Math.max(8, Math.round(40 * dayFactor)) }, (_, k) => ({ key: `demo-${d}-${k}`, country: random.weighted(COUNTRIES) }));
      const impressions = Math.round(180 * dayFactor);
      for (let n = 0; n < impressions; n++) {
        const product = products[Number(random.weighted(weights))]!;
        const visitor = random.pick(visitors);
        const keyword = random.chance(0.65) ? random.pick(keywordsFor(product.name)) : null;
        const occurredAt = momentOf(random, now, d);
        events.push({ occurredAt, kind: 'impression', supplierId: seller.id, productId: product.id, country: visitor.country, keyword, visitorKey: visitor.key });
        // About one shown card in seven is opened; from a search, with its words.
        if (random.chance(0.15)) {
          events.push({ occurredAt: new Date(Math.min(now, occurredAt.getTime() + 20_000)), kind: 'product_view', supplierId: seller.id, productId: product.id, country: visitor.country, keyword, visitorKey: visitor.key });
          if (random.chance(0.18)) events.push({ occurredAt: new Date(Math.min(now, occurredAt.getTime() + 60_000)), kind: 'profile_view', supplierId: seller.id, country: visitor.country, keyword: null, visitorKey: visitor.key });
        }
        if (keyword && n % 9 === 0) events.push({ occurredAt, kind: 'search', keyword, searchTab: 'products', resultCount: random.int(4, 240), country: visitor.country, visitorKey: visitor.key });
      }
    }
  }

  const buyer = (await rows<{ id: string }>(db, sql`SELECT b.id FROM buyers b JOIN users u ON u.id = b.user_id WHERE u.email = ${DEMO_ACCOUNTS.buyer}`))[0];
  if (buyer) {
    const requests = await rows<{ id: number; created_at: string }>(db, sql`SELECT id, created_at FROM rfqs WHERE buyer_id = ${buyer.id} AND status IN (1, 3) ORDER BY id`);
    for (const request of requests) {
      const age = Math.floor((now - new Date(request.created_at).getTime()) / DAY);
      // Suppliers look at a request most in its first days.
      for (let d = Math.min(age, DAYS - 1); d >= 0; d--) {
        const daysOld = age - d;
        const views = Math.round((14 / (1 + daysOld / 3)) * (0.6 + random.next()));
        for (let n = 0; n < views; n++) {
          events.push({ occurredAt: momentOf(random, now, d), kind: 'rfq_view', buyerId: buyer.id, rfqId: request.id, country: random.weighted(COUNTRIES), visitorKey: `demo-r${d}-${random.int(0, Math.max(1, views - 2))}` });
        }
      }
    }
    for (let d = DAYS - 1; d >= 0; d--) {
      for (let n = random.int(0, 4); n > 0; n--) {
        events.push({ occurredAt: momentOf(random, now, d), kind: 'buyer_view', buyerId: buyer.id, country: random.weighted(COUNTRIES), visitorKey: `demo-b${d}-${n}` });
      }
    }
  }
  for (let i = 0; i < events.length; i += 1000) await db.insert(analyticsEvents).values(events.slice(i, i + 1000));
}
