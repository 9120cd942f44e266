import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { inquiries, inquiryMessages } from '../schema/index.ts';
import { refreshAllResponseFigures } from '../../modules/analytics/response-figures.service.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { createRandom } from './random.ts';

type Rows<T> = { rows: T[] };

/** How a demo supplier answers: the share of inquiries it answers and its delay range in minutes. */
const PROFILES = {
  prompt: { answers: 0.95, minutes: [8, 150] },
  steady: { answers: 0.85, minutes: [120, 20 * 60] },
  slow: { answers: 0.6, minutes: [18 * 60, 4 * 24 * 60] },
} as const;

const ASKS = [
  'Hello, we are interested in this product. Could you share your best price for {qty} units, the MOQ and the lead time?',
  'Good day. Please quote {qty} units delivered FOB, with your payment terms and how long production takes.',
  'Hi, we import for retail chains. Can you offer {qty} units with our own label, and send a sample first?',
] as const;
const REPLIES = [
  'Thank you for your inquiry. For {qty} units we can offer a better price than listed; production takes about 25 days after the deposit. Which port do you ship to?',
  'Thanks for contacting us. {qty} units is fine; we accept T/T 30% deposit, balance before shipment. We can send a sample this week.',
  'Hello, yes, private label is possible from this quantity. I will send our price list and the sample cost shortly.',
] as const;

/**
 * Buyers' inquiries to the first demo suppliers over the last 29 days, some answered, so supplier
 * pages show response figures and the search's response filters find something (decision 033).
 * The demo accounts of the README are left out (their inboxes stay as the other seeds make them),
 * and every inquiry is at least two days old (buyers' inquiry rate windows are a day long).
 */
export async function insertDemoResponses(db: Db, at: (daysAgo: number) => Date) {
  const random = createRandom(3303);
  const demo = Object.values(DEMO_ACCOUNTS);
  const suppliers = ((await db.execute(sql`
    SELECT DISTINCT ON (s.seq) s.id, s.user_id, p.id AS product_id, p.name AS product_name
    FROM suppliers s JOIN users u ON u.id = s.user_id
    JOIN products p ON p.supplier_id = s.id AND p.status = 1
    WHERE u.status = 'active' AND u.email NOT IN (${sql.join(demo.map((e) => sql`${e}`), sql`, `)})
    ORDER BY s.seq, p.id LIMIT 80`)) as unknown as Rows<{ id: string; user_id: string; product_id: number; product_name: string }>).rows;
  const buyers = ((await db.execute(sql`
    SELECT b.id, b.user_id FROM buyers b JOIN users u ON u.id = b.user_id
    WHERE u.status = 'active' AND u.email NOT IN (${sql.join(demo.map((e) => sql`${e}`), sql`, `)})
    ORDER BY b.seq LIMIT 120`)) as unknown as Rows<{ id: string; user_id: string }>).rows;
  if (!suppliers.length || !buyers.length) return;
  const now = at(0).getTime();

  for (const supplier of suppliers) {
    const profile = PROFILES[random.weighted({ prompt: 5, steady: 3, slow: 2 }) as keyof typeof PROFILES];
    // One supplier in six is new to buyers: too few inquiries for a figure yet.
    const count = random.chance(1 / 6) ? random.int(0, 3) : random.int(5, 12);
    const threads = Array.from({ length: count }, () => {
      const buyer = random.pick(buyers);
      const sentAt = new Date(now - random.int(2 * 24 * 60, 29 * 24 * 60) * 60_000);
      const quantity = random.pick([200, 500, 1000, 2000, 5000]).toLocaleString('en');
      const repliedAt = new Date(sentAt.getTime() + random.int(profile.minutes[0], profile.minutes[1]) * 60_000);
      const answered = random.chance(profile.answers) && repliedAt.getTime() <= now;
      return { buyer, sentAt, quantity, reply: answered ? { at: repliedAt, body: random.pick(REPLIES).replace('{qty}', quantity) } : null, ask: random.pick(ASKS).replace('{qty}', quantity) };
    });
    if (!threads.length) continue;
    const ids = await db
      .insert(inquiries)
      .values(
        threads.map((x) => {
          const last = x.reply?.at ?? x.sentAt;
          return {
            buyerId: x.buyer.id,
            supplierId: supplier.id,
            productId: supplier.product_id,
            direction: 'buyer_to_supplier' as const,
            subject: supplier.product_name,
            status: x.reply ? ('handled' as const) : ('open' as const),
            buyerReadAt: last,
            supplierReadAt: last,
            lastMessageAt: last,
            createdAt: x.sentAt,
          };
        }),
      )
      .returning({ id: inquiries.id });
    // Asks before replies: the triggers see each thread's contact before its answer.
    await db.insert(inquiryMessages).values(threads.map((x, i) => ({ inquiryId: ids[i]!.id, authorUserId: x.buyer.user_id, authorSide: 'buyer' as const, body: x.ask, createdAt: x.sentAt })));
    const replies = threads.flatMap((x, i) => (x.reply ? [{ inquiryId: ids[i]!.id, authorUserId: supplier.user_id, authorSide: 'supplier' as const, body: x.reply.body, createdAt: x.reply.at }] : []));
    if (replies.length) await db.insert(inquiryMessages).values(replies);
  }
  await refreshAllResponseFigures(db, new Date(now));
}
