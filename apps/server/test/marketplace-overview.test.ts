import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, quotations, rfqs, users } from '../src/db/schema/index.ts';
import { buildTestApp, call, type TestApp } from './helper.ts';
import { createBuyer, createSupplier } from './factories/selling.ts';
import { createOperator, type OperatorAccount } from './factories/operator.ts';
import { referenceIds } from './factories/sourcing.ts';

// The operators' marketplace overview against a scripted month: June 2020, which no other test's
// data reaches, so the figures are exact on a shared PostgreSQL database too.

let t: TestApp;
let operator: OperatorAccount;
const at = (iso: string) => new Date(`${iso}Z`);

beforeAll(async () => {
  t = await buildTestApp();
  operator = await createOperator(t);
  const db = t.database.db;
  const { category_id, uom } = await referenceIds(t);
  const [b1, b2, b3, early] = await Promise.all([createBuyer(t), createBuyer(t), createBuyer(t), createBuyer(t)]);
  const [s1, s2] = await Promise.all([createSupplier(t), createSupplier(t)]);
  // Sign-ups: three buyers and two suppliers in June, one buyer in May.
  const signedUp: Array<[string, string]> = [
    [b1!.userId, '2020-06-02T08:00:00'],
    [b2!.userId, '2020-06-09T23:30:00'],
    [b3!.userId, '2020-06-30T23:59:00'],
    [s1!.userId, '2020-06-03T10:00:00'],
    [s2!.userId, '2020-06-16T10:00:00'],
    [early!.userId, '2020-05-20T10:00:00'],
  ];
  for (const [id, when] of signedUp) await db.update(users).set({ createdAt: at(when) }).where(eq(users.id, id));

  // RFQs: four posted in June (one rejected by moderation), two of them quoted; one in May, quoted.
  const rfq = async (when: string, status: number) => {
    const [row] = await db
      .insert(rfqs)
      .values({ buyerId: b1!.buyerId, categoryId: category_id, productName: 'Bamboo chopsticks', quantity: '10000', uom, status, createdAt: at(when) })
      .returning({ id: rfqs.id });
    return row!.id;
  };
  const [r1, r2, , , rMay] = [await rfq('2020-06-04T09:00:00', 1), await rfq('2020-06-11T09:00:00', 1), await rfq('2020-06-12T09:00:00', 1), await rfq('2020-06-13T09:00:00', 2), await rfq('2020-05-10T09:00:00', 1)];
  const quote = (rfqId: number, supplierId: string, when: string, status: 'sent' | 'preferred' | 'declined' | 'withdrawn' = 'sent') =>
    db.insert(quotations).values({ rfqId, supplierId, unitPrice: '0.05', currency: 'USD', quantity: '10000', uom, status, createdAt: at(when) });
  await quote(r1!, s1!.supplierId, '2020-06-05T09:00:00', 'preferred');
  await quote(r1!, s2!.supplierId, '2020-06-06T09:00:00', 'declined');
  await quote(r2!, s1!.supplierId, '2020-06-20T09:00:00', 'withdrawn');
  await quote(rMay!, s1!.supplierId, '2020-05-11T09:00:00');

  // Money: a supplier plan paid in June (still running at the month's end), a buyer plan paid and
  // refunded in June, a supplier plan paid in May that ended mid-June, and an unpaid attempt.
  const pay = (values: Partial<typeof payments.$inferInsert> & { userId: string; side: 'supplier' | 'buyer' }) =>
    db.insert(payments).values({ planName: 'Starter', months: 1, amountCents: 0, provider: 'sandbox', billingEmail: 'billing@example.com', ...values });
  await pay({ userId: s1!.userId, side: 'supplier', amountCents: 5000, status: 'paid', paidAt: at('2020-06-05T10:00:00'), periodStart: at('2020-06-05T10:00:00'), periodEnd: at('2020-07-05T10:00:00') });
  await pay({
    userId: b1!.userId,
    side: 'buyer',
    planName: 'Premium',
    amountCents: 2000,
    status: 'refunded',
    paidAt: at('2020-06-10T10:00:00'),
    periodStart: at('2020-06-10T10:00:00'),
    periodEnd: at('2020-07-10T10:00:00'),
    refundedAt: at('2020-06-20T10:00:00'),
  });
  await pay({ userId: s2!.userId, side: 'supplier', amountCents: 3000, status: 'paid', paidAt: at('2020-05-15T10:00:00'), periodStart: at('2020-05-15T10:00:00'), periodEnd: at('2020-06-15T10:00:00') });
  await pay({ userId: s2!.userId, side: 'supplier', amountCents: 9000, status: 'payment_pending' });
});
afterAll(() => t.close());

const overview = (query: Record<string, string>, cookie = operator.cookie, lang?: string) => call(t.app, 'GET', 'admin.analytics_overview', { cookie, query, lang });

describe('admin.analytics_overview', () => {
  it('counts June 2020 and compares it with the 30 days before', async () => {
    const res = await overview({ srtdate: '2020-06-01', enddate: '2020-06-30' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().message.data;
    expect(data.previous).toEqual({ srtdate: '2020-05-02', enddate: '2020-05-31' });
    expect(data.currency).toBe('USD');
    expect(data.totals).toEqual({
      signups_buyers: 3,
      signups_suppliers: 2,
      rfqs_posted: 3,
      rfqs_quoted: 2,
      quotations_sent: 3,
      quotations_preferred: 1,
      paying_suppliers: 1,
      paying_buyers: 0,
      revenue_cents: 5000,
      refunds_cents: 2000,
      rfq_conversion: 0.6667,
      preferred_rate: 0.3333,
    });
    expect(data.previous_totals).toEqual({
      signups_buyers: 1,
      signups_suppliers: 0,
      rfqs_posted: 1,
      rfqs_quoted: 1,
      quotations_sent: 1,
      quotations_preferred: 0,
      paying_suppliers: 1,
      paying_buyers: 0,
      revenue_cents: 3000,
      refunds_cents: 0,
      rfq_conversion: 1,
      preferred_rate: 0,
    });
  });

  it('gives a series per day, week or month that adds up to the totals', async () => {
    const daily = (await overview({ srtdate: '2020-06-01', enddate: '2020-06-30' })).json().message.data;
    expect(daily.series).toHaveLength(30);
    const day = (d: string) => daily.series.find((p: { period: string }) => p.period === d);
    // A sign-up at 23:30 UTC counts on its UTC day.
    expect(day('2020-06-09')).toMatchObject({ signups_buyers: 1, period_end: '2020-06-09' });
    expect(day('2020-06-10')).toMatchObject({ revenue_cents: 2000, paying_buyers: 1 });
    expect(day('2020-06-20')).toMatchObject({ revenue_cents: -2000, refunds_cents: 2000, paying_buyers: 0 });
    // The May plan ran out on 15 June; the June plan runs on.
    expect(day('2020-06-14')).toMatchObject({ paying_suppliers: 2 });
    expect(day('2020-06-15')).toMatchObject({ paying_suppliers: 1 });

    const weekly = (await overview({ srtdate: '2020-06-01', enddate: '2020-06-30', granularity: 'week' })).json().message.data;
    // 1 June 2020 was a Monday: five weeks, the last one two days long.
    expect(weekly.series.map((p: { period: string }) => p.period)).toEqual(['2020-06-01', '2020-06-08', '2020-06-15', '2020-06-22', '2020-06-29']);
    expect(weekly.series[0]).toMatchObject({ signups_buyers: 1, signups_suppliers: 1, rfqs_posted: 1, quotations_sent: 2, revenue_cents: 5000 });
    expect(weekly.series[4]).toMatchObject({ signups_buyers: 1, period_end: '2020-06-30' });

    const monthly = (await overview({ srtdate: '2020-05-20', enddate: '2020-06-30', granularity: 'month' })).json().message.data;
    expect(monthly.series.map((p: { period: string; period_end: string }) => [p.period, p.period_end])).toEqual([
      ['2020-05-20', '2020-05-31'],
      ['2020-06-01', '2020-06-30'],
    ]);
    expect(monthly.series[0]).toMatchObject({ signups_buyers: 1, revenue_cents: 0 });
    for (const key of ['signups_buyers', 'rfqs_posted', 'quotations_sent', 'revenue_cents', 'refunds_cents'] as const) {
      expect(daily.series.reduce((sum: number, p: Record<string, number>) => sum + p[key]!, 0), key).toBe(daily.totals[key]);
    }
  });

  it('answers a range with nothing in it with zeros and no rates', async () => {
    const data = (await overview({ srtdate: '2019-01-01', enddate: '2019-01-07' })).json().message.data;
    expect(data.totals).toMatchObject({ signups_buyers: 0, rfqs_posted: 0, revenue_cents: 0, rfq_conversion: null, preferred_rate: null });
    expect(data.series).toHaveLength(7);
  });

  it('refuses anyone but an operator', async () => {
    const buyer = await createBuyer(t);
    const supplier = await createSupplier(t);
    for (const cookie of [buyer.cookie, supplier.cookie]) {
      const res = await overview({ srtdate: '2020-06-01', enddate: '2020-06-30' }, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const guest = await call(t.app, 'GET', 'admin.analytics_overview', { query: { srtdate: '2020-06-01', enddate: '2020-06-30' } });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a reversed, too long or malformed range with a translated message', async () => {
    const reversed = await overview({ srtdate: '2020-06-30', enddate: '2020-06-01' }, operator.cookie, 'vi');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ field: 'enddate', messages: ['Ngày kết thúc: Ngày kết thúc không được trước ngày bắt đầu.'] });
    const long = await overview({ srtdate: '2021-01-01', enddate: '2022-06-30' });
    expect(long.statusCode).toBe(400);
    expect(long.json().messages[0]).toBe('End date: Choose a range of at most 366 days.');
    // Year 0 and the far future are refused here, not by the database (a 5xx).
    for (const query of [{ srtdate: '2020-13-01', enddate: '2020-06-30' }, { srtdate: '0000-01-01', enddate: '0000-12-31' }, { srtdate: '2020-06-01', enddate: '9999-12-31' }, { srtdate: '2020-06-01', enddate: '2020-06-30', granularity: 'hour' }, { enddate: '2020-06-30' }] as Array<Record<string, string>>) {
      expect((await overview(query)).statusCode).toBe(400);
    }
  });
});
