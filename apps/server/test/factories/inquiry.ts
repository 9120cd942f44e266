import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { inquiries, inquiryMessages, products, suppliers } from '../../src/db/schema/index.ts';
import { call, registerAndLogin, type TestApp } from '../helper.ts';
import { referenceIds } from './sourcing.ts';

// Accounts, products and inquiries for the supplier-workspace tests. Every call makes fresh rows
// with unique names, so the suites also run on a shared, non-empty PostgreSQL database.

export const INQUIRY_MESSAGE = 'We would like to order 2,000 units each quarter. Please share your price list and lead time.';

export async function createBuyer(t: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await registerAndLogin(t, { account_type: 'Buyer', ...overrides });
  return { ...account, userId: account.user.uuid as string, identity: account.user.buyer.identity as string };
}

export async function createSeller(t: TestApp, company = `Lotus Ceramics ${crypto.randomBytes(3).toString('hex')}`) {
  const account = await registerAndLogin(t, { account_type: 'Seller', company_name: company, first_name: 'Minh', fd_country: 'VN' });
  const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.userId, account.user.uuid)).limit(1);
  return { ...account, userId: account.user.uuid as string, identity: row!.identity, supplierId: row!.id, company };
}

/** A product written straight to the table (status 0 pending, 1 approved, 2 rejected, 3 closed). */
export async function insertProduct(t: TestApp, supplierId: string, values: Partial<typeof products.$inferInsert> = {}) {
  const { category_id } = await referenceIds(t);
  const [row] = await t.database.db
    .insert(products)
    .values({ supplierId, categoryId: category_id, name: `Glazed stoneware mug ${crypto.randomBytes(3).toString('hex')}`, status: 1, images: ['a'.repeat(64)], ...values })
    .returning({ id: products.id, name: products.name });
  return row!;
}

/** A buyer's inquiry to a supplier, through the real call (an approved product of the supplier when given). */
export async function sendInquiry(t: TestApp, buyerCookie: string, target: { supplierIdentity?: string; productId?: number }, message = INQUIRY_MESSAGE) {
  const res = await call(t.app, 'POST', 'inquiry.send', {
    cookie: buyerCookie,
    body: { supplier_identity: target.supplierIdentity, product_id: target.productId, message },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().message.data as { id: number; subject: string };
}

export async function buyerIdOf(t: TestApp, identity: string): Promise<string> {
  const { rows } = (await t.database.db.execute(sql`SELECT id FROM buyers WHERE identity = ${identity}`)) as unknown as { rows: Array<{ id: string }> };
  return rows[0]!.id;
}

/** A supplier's outreach to a buyer (suppliers start these from buying leads; no call for it yet). */
export async function supplierOutreach(t: TestApp, buyerIdentity: string, supplier: { supplierId: string; userId: string }, subject = 'Robusta coffee beans') {
  const [inquiry] = await t.database.db
    .insert(inquiries)
    .values({ buyerId: await buyerIdOf(t, buyerIdentity), supplierId: supplier.supplierId, direction: 'supplier_to_buyer', subject, supplierReadAt: new Date() })
    .returning({ id: inquiries.id });
  await t.database.db
    .insert(inquiryMessages)
    .values({ inquiryId: inquiry!.id, authorUserId: supplier.userId, authorSide: 'supplier', body: 'We saw your request and can supply 20 tons a month.' });
  return inquiry!.id;
}
