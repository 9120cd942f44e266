import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { call, registerAndLogin, type TestApp } from '../helper.ts';
import { approveRfq, createRfq, quotationBody } from './sourcing.ts';

// Factories for the supplier side of quotations: sellers in a given state, open RFQs, templates.

/** A seller account (complete profile unless changed later). */
export const registerSeller = (t: TestApp, company = `Quoting Test ${crypto.randomBytes(3).toString('hex')} Co.`) =>
  registerAndLogin(t, { account_type: 'Seller', company_name: company });

/** An approved RFQ of the given buyer, with a name unique to this run so keyword searches find only it. */
export async function openRfq(t: TestApp, buyerCookie: string, overrides: Record<string, unknown> = {}) {
  const productName = `Cast iron skillets ${crypto.randomBytes(4).toString('hex')}`;
  const rfq = await createRfq(t, buyerCookie, { product_name: productName, ...overrides });
  await approveRfq(t, rfq.id);
  return { id: rfq.id, productName: (overrides.product_name as string | undefined) ?? productName };
}

/** Sends a quotation and returns its id (throws on refusal, so setup errors are loud). */
export async function sendQuotation(t: TestApp, cookie: string, rfqId: number, uom: string, overrides: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', 'quotation.send', { cookie, body: quotationBody(rfqId, uom, overrides) });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().message.data.id as number;
}

const supplierOf = (email: string) => sql`(SELECT s.id FROM suppliers s JOIN users u ON u.id = s.user_id WHERE u.email = ${email})`;

/** What a supplier who never filled in its company looks like (accounts made before the profile step). */
export async function clearCompanyName(t: TestApp, email: string) {
  await t.database.db.execute(sql`UPDATE suppliers SET company_name = '' WHERE id = ${supplierOf(email)}`);
}

/** Puts the supplier on a paid plan until next month (what a payment does). */
export async function givePlan(t: TestApp, email: string, plan: 'Trial' | 'Starter' | 'Advance') {
  await t.database.db.execute(sql`UPDATE suppliers SET plan_name = ${plan}, plan_end_date = now() + interval '30 days' WHERE id = ${supplierOf(email)}`);
}

/** Gives a buyer account a selling side too, as accounts that hold both have. */
export async function addSellingSide(t: TestApp, email: string) {
  const identity = `SUP${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
  await t.database.db.execute(sql`
    INSERT INTO suppliers (user_id, identity, company_name, country)
    SELECT id, ${identity}, 'Both Sides Trading', 'VN' FROM users WHERE email = ${email}`);
}

/** Sets an RFQ's expiry date in the past (time passing). */
export async function expireRfq(t: TestApp, rfqId: number) {
  await t.database.db.execute(sql`UPDATE rfqs SET expiry_date = current_date - 1 WHERE id = ${rfqId}`);
}

/** A template form; override any field. */
export const templateBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Standard FOB ${crypto.randomBytes(3).toString('hex')}`,
  unit_price: '12.50',
  currency: 'USD',
  incoterm: 'FOB',
  payment_terms: 'T/T',
  lead_time_days: 30,
  validity_days: 14,
  message: 'Prices include export carton packing.',
  ...overrides,
});
