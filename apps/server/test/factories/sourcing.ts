import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { callPath } from '@tradelink/shared/api/paths';
import { signedHeaders } from '@tradelink/shared/api/signing-node';
import { addDaysIso, todayIso } from '@tradelink/shared/validation/optional';
import { call, randomIp, type TestApp } from '../helper.ts';

/** The first leaf category (products and requests sit on leaves) and a unit that exist in the reference seed. */
export async function referenceIds(t: TestApp) {
  const result = (await t.database.db.execute(
    sql`SELECT (SELECT c.id FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories x WHERE x.parent_id = c.id) ORDER BY c.id LIMIT 1) AS category_id,
               (SELECT code FROM reference_options WHERE kind = 'uom' ORDER BY sort_order LIMIT 1) AS uom`,
  )) as unknown as { rows: Array<{ category_id: number; uom: string }> };
  return result.rows[0]!;
}

/** A valid RFQ form; override any field. */
export async function rfqBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  const ids = await referenceIds(t);
  return {
    product_name: 'Stainless steel kitchen sinks',
    category_id: ids.category_id,
    description: 'Double bowl, 304 grade, brushed finish. Export carton packing.',
    quantity: '500',
    uom: ids.uom,
    target_price: '42.50',
    currency: 'USD',
    incoterm: 'FOB',
    payment_method: 'T/T',
    frequency: 'monthly',
    destination_country: 'DE',
    expiry_date: addDaysIso(todayIso(), 30),
    attachment_ids: [],
    ...overrides,
  };
}

export async function createRfq(t: TestApp, cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', 'rfq.create', { cookie, body: await rfqBody(t, overrides) });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().message.data as { id: number; status: number };
}

/** What moderation does (the operators' console comes later): approve an RFQ. */
export async function approveRfq(t: TestApp, id: number) {
  await t.database.db.execute(sql`UPDATE rfqs SET status = 1 WHERE id = ${id}`);
}

export const quotationBody = (rfqId: number, uom: string, overrides: Record<string, unknown> = {}) => ({
  rfq_id: rfqId,
  unit_price: '39.90',
  currency: 'USD',
  quantity: '500',
  uom,
  incoterm: 'FOB',
  payment_terms: 'T/T',
  lead_time_days: 25,
  valid_until: addDaysIso(todayIso(), 20),
  message: 'We have produced 304 sinks for EU retailers since 2012.',
  attachment_ids: [],
  ...overrides,
});

/** Uploads a file as the browser does: a signed multipart call with the bytes in the part `file`. */
export async function uploadFile(t: TestApp, cookie: string | undefined, name: string, bytes: Buffer): Promise<LightMyRequestResponse> {
  const boundary = `----tl${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const path = callPath('attachment.upload');
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'x-forwarded-for': randomIp(),
    ...signedHeaders('tradelink-dev-signing-key', { method: 'POST', path, body: '', params: [] }),
  };
  if (cookie) headers.cookie = cookie;
  return t.app.inject({ method: 'POST', url: path, headers, payload });
}

/** A small real PDF. */
export const samplePdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
