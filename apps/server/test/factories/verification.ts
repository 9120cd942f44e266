import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { reviewDocuments, type Reviewer } from '../../src/modules/verification/verification-review.service.ts';
import { call, registerAndLogin, type TestApp } from '../helper.ts';
import { samplePdf, uploadFile } from './sourcing.ts';

export interface Account {
  cookie: string;
  email: string;
  /** The user's uuid (customer.me `uuid`). */
  userId: string;
}

const suffix = () => crypto.randomBytes(4).toString('hex');

async function account(t: TestApp, overrides: Record<string, unknown>): Promise<Account> {
  const a = await registerAndLogin(t, overrides);
  return { cookie: a.cookie, email: a.email, userId: a.user.uuid as string };
}

/** A supplier who signed up with free mail: activation leaves it at Level 1. */
export const freeMailSupplier = (t: TestApp, overrides: Record<string, unknown> = {}) =>
  account(t, { account_type: 'Seller', email: `seller.${suffix()}@gmail.com`, company_name: `Mekong Ceramics ${suffix()}`, ...overrides });

/** A supplier who signed up at a company domain: activation already gave it Level 2. */
export const companySupplier = (t: TestApp, overrides: Record<string, unknown> = {}) =>
  account(t, { account_type: 'Seller', company_name: `Hanoi Garments ${suffix()}`, ...overrides });

export const buyer = (t: TestApp, overrides: Record<string, unknown> = {}) => account(t, { account_type: 'Buyer', ...overrides });

/** Someone to act as the moderator (the operators' console, later, checks the role). */
export const moderator = (t: TestApp) => account(t, { account_type: 'Buyer', first_name: 'Moderator' });

export async function setWebsite(t: TestApp, userId: string, website: string | null) {
  await t.database.db.execute(sql`UPDATE suppliers SET website = ${website} WHERE user_id = ${userId}`);
}

/** Uploads a PDF as the user; returns its attachment id. */
export async function uploadDocument(t: TestApp, cookie: string, name = 'business-registration.pdf'): Promise<string> {
  const res = await uploadFile(t, cookie, name, samplePdf());
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().message.data.id as string;
}

export const documentsBody = (ids: string[], docType = 'business_registration') => ({
  documents: ids.map((attachment_id) => ({ attachment_id, doc_type: docType })),
});

/** The 6-digit code of the newest work-email mail to an address. */
export async function codeFromMail(t: TestApp, to: string): Promise<string> {
  await t.mail.flush();
  const mail = t.sent.findLast((m) => m.toAddress === to && m.template === 'work_email_code');
  const code = mail && /: (\d{6})$/m.exec(mail.textBody)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

export const requestVerification = (t: TestApp, cookie: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', 'supplier.request_verification', { cookie, body });

export async function supplierStatus(t: TestApp, cookie: string) {
  const res = await call(t.app, 'GET', 'supplier.verification_status', { cookie });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().message.data;
}

/** An account as the deciding operator the review service records (audit log, request). */
export const asReviewer = (a: { userId: string; email: string }): Reviewer => ({ id: a.userId, email: a.email });

/** A company-domain supplier whose documents a moderator approved: Level 3. */
export async function level3Supplier(t: TestApp, reviewerUserId: string): Promise<Account> {
  const supplier = await companySupplier(t);
  const id = await uploadDocument(t, supplier.cookie);
  const res = await requestVerification(t, supplier.cookie, { kind: 'documents', ...documentsBody([id]) });
  if (res.statusCode !== 200) throw new Error(res.body);
  const found = await t.database.db.execute(sql`SELECT email FROM users WHERE id = ${reviewerUserId}`);
  const email = (found as unknown as { rows: Array<{ email: string }> }).rows[0]?.email ?? '';
  await reviewDocuments(t.app.deps, { id: reviewerUserId, email }, res.json().message.data.documents.id, 'approve');
  return supplier;
}
