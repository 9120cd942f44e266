import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PARTNER_ROLE } from '@tradelink/shared/constants/roles';
import { partnerBalances, suppliers } from '../../src/db/schema/index.ts';
import { call, linkFromMail, sessionCookie, signupBody, type TestApp } from '../helper.ts';
import { query } from './payment.ts';
import { nonce } from './selling.ts';

// Factories for the partner programme: partners (the role granted in the database, as operators
// would), and accounts that sign up carrying a partner's referral cookie.

const hex = () => crypto.randomBytes(5).toString('hex');

/** A fresh company domain, so no two test accounts share one unless a test wants them to. */
export const companyDomain = () => `${nonce()}-media.com`;

export interface Account {
  cookie: string;
  email: string;
  userId: string;
}

/** Signs up (optionally with a `tl_referral` cookie), activates from the mail and logs in. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}, referral?: string): Promise<Account> {
  const body = signupBody({ company_name: `Company ${nonce()}`, ...overrides });
  const res = await call(t.app, 'POST', 'auth.signup_via_password', { body, cookie: referral ? `tl_referral=${referral}; tl_utm_source=partner` : undefined });
  if (res.statusCode !== 200) throw new Error(res.body);
  await t.mail.flush();
  const mail = t.sent.findLast((m) => m.toAddress === body.email)!;
  await call(t.app, 'POST', 'auth.activate_account', { body: { key: linkFromMail(mail).key } });
  const login = await call(t.app, 'POST', 'auth.login_via_password', { multipart: { usr: body.email, pwd: body.password } });
  return { cookie: sessionCookie(login), email: body.email as string, userId: login.json().message.data.uuid as string };
}

/** An account with the Partner role (on its own company domain unless given an e-mail). */
export async function createPartner(t: TestApp, email = `partner.${hex()}@${companyDomain()}`): Promise<Account> {
  const account = await signUp(t, { email, account_type: 'Buyer', first_name: 'Lan' });
  await t.database.db.execute(sql`UPDATE users SET roles = array_append(roles, ${PARTNER_ROLE}) WHERE id = ${account.userId}`);
  return account;
}

/** The partner's default link code (made on first use). */
export async function defaultCode(t: TestApp, partner: Account): Promise<string> {
  const res = await call(t.app, 'GET', 'affiliate.links', { cookie: partner.cookie });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().message.data.links[0].code as string;
}

/** A supplier who signed up through the partner's link (on another company domain). */
export async function referredSupplier(t: TestApp, code: string, email = `seller.${hex()}@${companyDomain()}`) {
  const account = await signUp(t, { email, account_type: 'Seller', first_name: 'Minh' }, code);
  const [row] = await t.database.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.userId, account.userId));
  return { ...account, supplierId: row!.id };
}

export async function balanceOf(t: TestApp, partnerUserId: string) {
  const [row] = await t.database.db.select().from(partnerBalances).where(eq(partnerBalances.partnerUserId, partnerUserId));
  return { pending: row?.pendingCents ?? 0, approved: row?.approvedCents ?? 0, inPayout: row?.inPayoutCents ?? 0, paid: row?.paidCents ?? 0 };
}

export const commissionsOf = (t: TestApp, partnerUserId: string) =>
  query<{ id: string; payment_id: string; event_id: string; state: string; amount_cents: number; base_amount_cents: number; reversed_cents: number; payout_id: string | null }>(
    t,
    sql`SELECT * FROM partner_commissions WHERE partner_user_id = ${partnerUserId} ORDER BY created_at, id`,
  );

export const referralOf = async (t: TestApp, referredUserId: string) =>
  (await query<{ partner_user_id: string; link_id: string | null; flag: string | null }>(t, sql`SELECT * FROM partner_referrals WHERE referred_user_id = ${referredUserId}`))[0];
