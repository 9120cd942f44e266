import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ANALYTICS_BEACON_PATH } from '@tradelink/shared/analytics/beacon';
import { analyticsEvents } from '../../src/db/schema/index.ts';
import type { PendingEvent } from '../../src/modules/analytics/events.repository.ts';
import { reopenDays } from '../../src/modules/analytics/events.repository.ts';
import { call, randomIp, type TestApp } from '../helper.ts';

// Analytics test helpers (issue 21): beacons as a browser sends them, reports, and events written
// straight to the table for days gone by (what the buffer would have written then).

export const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
export const HEADLESS_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36';

/** A beacon as navigator.sendBeacon sends it: a text body, same-origin fetch metadata. */
export function beacon(t: TestApp, body: Record<string, unknown>, options: { ua?: string; cookie?: string; ip?: string; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: ANALYTICS_BEACON_PATH,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': options.ua ?? BROWSER_UA,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': options.ip ?? randomIp(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: JSON.stringify(body),
  });
}

export async function supplierReport(t: TestApp, cookie: string, query: Record<string, string> = {}) {
  return call(t.app, 'GET', 'analytics.supplier_report', { cookie, query });
}

export async function buyerReport(t: TestApp, cookie: string, query: Record<string, string> = {}) {
  return call(t.app, 'GET', 'analytics.buyer_report', { cookie, query });
}

/** Writes what the buffer holds (the reports read the database). */
export const flushEvents = (t: TestApp) => t.app.deps.analytics.flush();

/** Events of days gone by, written as the buffer would have (those days are built again by the next job pass). */
export async function insertPastEvents(t: TestApp, events: Array<Omit<PendingEvent, 'at'> & { at: Date }>) {
  if (!events.length) return;
  await t.database.db.insert(analyticsEvents).values(
    events.map((e) => ({
      occurredAt: e.at,
      kind: e.kind,
      supplierId: e.supplier_id ?? null,
      buyerId: e.buyer_id ?? null,
      productId: e.product_id ?? null,
      rfqId: e.rfq_id ?? null,
      country: e.country ?? '',
      keyword: e.keyword ?? null,
      visitorKey: e.visitor_key ?? '',
    })),
  );
  await reopenDays(t.database.db, [...new Set(events.map((e) => e.at.toISOString().slice(0, 10)))]);
}

/** Puts a supplier on a plan that includes the reports (what a payment does). */
export async function paySupplier(t: TestApp, supplierId: string, plan: 'Trial' | 'Starter' | 'Advance' = 'Starter') {
  await t.database.db.execute(sql`UPDATE suppliers SET plan_name = ${plan}, plan_end_date = now() + interval '30 days' WHERE id = ${supplierId}`);
}

/** A business-verified buyer (what the verification review does). */
export async function verifyBuyer(t: TestApp, buyerId: string) {
  await t.database.db.execute(sql`UPDATE buyers SET is_biz_verified = true WHERE id = ${buyerId}`);
}

export const daysAgo = (days: number, hour = 12) => {
  const d = new Date();
  d.setUTCHours(hour, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - days);
  return d;
};
