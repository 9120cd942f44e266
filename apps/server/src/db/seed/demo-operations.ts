import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { reports, supportMessages, supportRequests } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { contactSubject } from '../../modules/support/support-subjects.ts';

type Rows<T> = { rows: T[] };

const REASONS = ['scammer', 'spam', 'unable_to_contact', 'fake_information', 'other'] as const;

/**
 * Some work waiting in the operators' console, so the demo shows it: recent pending posts, reports on a few suppliers
 * and products from several buyers, and complaint-centre requests (one already answered). Pending
 * posts come from the catalog seed itself. Targets are picked by SQL from what was just seeded,
 * deterministically (ordered by sequence numbers), never the demo seller.
 */
export async function insertDemoOperations(db: Db, at: (daysAgo: number) => Date) {
  const reporters = ((await db.execute(sql`
    SELECT u.id FROM buyers b JOIN users u ON u.id = b.user_id
    WHERE u.email NOT IN (${DEMO_ACCOUNTS.buyer}, ${DEMO_ACCOUNTS.both}) ORDER BY b.seq LIMIT 6`)) as unknown as Rows<{ id: string }>).rows;
  // Each with its first main product, which the complaint below is about.
  const suspects = ((await db.execute(sql`
    SELECT s.identity, split_part(s.main_products, ', ', 1) AS product
    FROM suppliers s JOIN users u ON u.id = s.user_id
    WHERE u.email NOT IN (${DEMO_ACCOUNTS.seller}, ${DEMO_ACCOUNTS.both}) ORDER BY s.seq DESC LIMIT 2`)) as unknown as Rows<{ identity: string; product: string | null }>).rows;
  const listings = ((await db.execute(sql`
    SELECT p.id FROM products p JOIN suppliers s ON s.id = p.supplier_id JOIN users u ON u.id = s.user_id
    WHERE p.status = 1 AND u.email NOT IN (${DEMO_ACCOUNTS.seller}, ${DEMO_ACCOUNTS.both}) ORDER BY p.id DESC LIMIT 2`)) as unknown as Rows<{ id: number }>).rows;
  if (reporters.length < 3) return;

  // Seeded pending posts were "submitted" over the last four days, as a live queue would be (the
  // catalog seed gives every post its creation date, often months back).
  await db.execute(sql`UPDATE products SET updated_at = ${at(0)}::timestamptz - (id % 96) * interval '1 hour' WHERE status = 0`);
  await db.execute(sql`UPDATE rfqs SET updated_at = ${at(0)}::timestamptz - (id % 96) * interval '1 hour' WHERE status = 0`);

  const values: Array<typeof reports.$inferInsert> = [];
  suspects.forEach((s, i) => {
    // The first suspect is reported by three buyers, the second by one: grouping shows on the console.
    for (let r = 0; r < (i === 0 ? 3 : 1); r++) {
      values.push({
        reporterUserId: reporters[r + i]!.id,
        targetType: 'supplier',
        targetId: s.identity,
        reason: REASONS[(r + i) % 3]!,
        details: r === 0 ? 'Asked for full payment in advance to a personal account, then stopped answering.' : null,
        createdAt: at(3 - r),
      });
    }
  });
  listings.forEach((p, i) =>
    values.push({
      reporterUserId: reporters[4 + (i % 2)]!.id,
      targetType: 'product',
      targetId: String(p.id),
      reason: i === 0 ? 'fake_information' : 'other',
      details: i === 0 ? 'The photos are copied from another brand’s catalogue.' : 'Listed in the wrong category.',
      createdAt: at(1 + i),
    }),
  );
  if (values.length) await db.insert(reports).values(values);

  const buyer = ((await db.execute(sql`SELECT id, first_name, email FROM users WHERE email = ${DEMO_ACCOUNTS.buyer}`)) as unknown as Rows<{ id: string; first_name: string; email: string }>).rows[0];
  const operator = ((await db.execute(sql`SELECT id FROM users WHERE email = ${DEMO_ACCOUNTS.operator}`)) as unknown as Rows<{ id: string }>).rows[0];
  const [complaint] = await db
    .insert(supportRequests)
    .values([
      {
        userId: buyer?.id ?? null,
        kind: 'complaint',
        name: buyer?.first_name ?? 'Demo buyer',
        email: buyer?.email ?? DEMO_ACCOUNTS.buyer,
        subject: 'Supplier did not ship after payment',
        body: `I paid a 30% deposit for an order of ${suspects[0]?.product ?? 'their products'} three weeks ago and the supplier has not shipped or answered since.`,
        details: { category: 'order', about: suspects[0]?.identity ?? '' },
        status: 'in_progress',
        unreadByUser: true,
        createdAt: at(4),
        updatedAt: at(2),
      },
      {
        kind: 'contact',
        name: 'Maria Lopez',
        email: 'maria.lopez@example.com',
        subject: contactSubject('en', 'find_suppliers'),
        body: 'We import organic cashew nuts into Spain and are looking for two certified processors in Vietnam.',
        details: { purpose: 'find_suppliers', company: 'Iberia Nuts S.L.' },
        createdAt: at(1),
        updatedAt: at(1),
      },
    ])
    .returning({ id: supportRequests.id });
  if (complaint) {
    await db.insert(supportMessages).values({
      requestId: complaint.id,
      authorUserId: operator?.id ?? null,
      authorRole: 'operator',
      body: 'Thank you for telling us. We have contacted the supplier and asked for the shipping documents within three working days. We will update you here.',
      createdAt: at(2),
    });
  }
}
