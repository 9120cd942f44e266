import { sql } from 'drizzle-orm';
import { BUYER_PREMIUM } from '@tradelink/shared/constants/plans';
import { addMonths } from '@tradelink/shared/rules/plans';
import type { Db } from '../client.ts';
import { partnerClicks, partnerCommissions, partnerLinks, partnerPayouts, partnerReferrals, payments, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

// The demo Partner (issue 23): two links with a month of clicks, referred buyers who signed up
// through them, and a commission in every state — paid (in a paid payout), approved (enough to ask
// for a payout), pending, reversed (refunded) — plus a sign-up that has not paid and a flagged
// colleague. Only new rows: the referred accounts are new companies of their own, accounts without a
// buyer or supplier side (as the operator's), so no public list, search or count of the other demo
// data (which tests rely on) changes; their Buyer Premium payments exist only as payment rows. Money moves through the commission
// states, so the ledger and balance come from the database's triggers as in production.

const DAY = 86_400_000;
const PARTNER_DOMAIN = 'brightreach-media.com';

interface Referred {
  company: string;
  email: string;
  signedUpDaysAgo: number;
  /** Days ago the Buyer Premium was paid; absent: signed up only. */
  paidDaysAgo?: number;
  refunded?: boolean;
  /** What the seed does with the commission after it is earned. */
  then?: 'approve' | 'pay';
  flag?: 'same_email_domain';
  link: 'default' | 'campaign';
}

const REFERRED: Referred[] = [
  { company: 'Saigon Coffee Traders', email: 'buyer.saigoncoffee@demo.tradelink.test', signedUpDaysAgo: 120, paidDaysAgo: 110, then: 'pay', link: 'campaign' },
  { company: 'Mekong Fresh Foods', email: 'buyer.mekongfresh@demo.tradelink.test', signedUpDaysAgo: 70, paidDaysAgo: 62, then: 'approve', link: 'campaign' },
  { company: 'Hanoi Home Living', email: 'buyer.hanoihome@demo.tradelink.test', signedUpDaysAgo: 14, paidDaysAgo: 9, link: 'default' },
  { company: 'Da Nang Craft Imports', email: 'buyer.danangcraft@demo.tradelink.test', signedUpDaysAgo: 25, paidDaysAgo: 20, refunded: true, link: 'campaign' },
  { company: 'Hue Textile Sourcing', email: 'buyer.huetextile@demo.tradelink.test', signedUpDaysAgo: 5, link: 'default' },
  { company: 'BrightReach Media', email: `an.tran@${PARTNER_DOMAIN}`, signedUpDaysAgo: 30, flag: 'same_email_domain', link: 'default' },
];

export async function insertDemoPartner(db: Db, passwordHash: string, at: (daysAgo: number) => Date) {
  const [partner] = await db
    .insert(users)
    .values({
      email: DEMO_ACCOUNTS.partner,
      passwordHash,
      firstName: 'Lan',
      lastName: 'Phạm',
      companyName: 'BrightReach Media',
      accountType: 'Buyer',
      status: 'active',
      onboardStage: 'DONE',
      roles: ['Customer', 'Partner'],
      createdAt: at(200),
      activatedAt: at(200),
    })
    .returning({ id: users.id });
  const partnerId = partner!.id;

  const links = await db
    .insert(partnerLinks)
    .values([
      { partnerUserId: partnerId, code: 'demolan2026', name: 'Default', targetPath: '/', isDefault: true, createdAt: at(150) },
      {
        partnerUserId: partnerId,
        code: 'demolanspring',
        name: 'Spring newsletter',
        targetPath: '/membership-pricing',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'spring',
        createdAt: at(130),
      },
    ])
    .returning({ id: partnerLinks.id, isDefault: partnerLinks.isDefault });
  const linkId = (which: Referred['link']) => links.find((l) => l.isDefault === (which === 'default'))!.id;

  // A month of clicks on both links, a few visitors a day (keys are opaque, as real ones are).
  const clicks: Array<typeof partnerClicks.$inferInsert> = [];
  for (let d = 0; d < 30; d++) {
    const day = at(d).toISOString().slice(0, 10);
    for (const [n, link] of links.entries()) {
      const visitors = 1 + ((d * 7 + n * 3) % 5);
      for (let v = 0; v < visitors; v++) clicks.push({ linkId: link.id, day, country: v % 3 === 0 ? 'VN' : '', visitorKey: `demo-${d}-${n}-${v}`, clicks: 1 + (v % 2) });
    }
  }
  await db.insert(partnerClicks).values(clicks);

  for (const [i, r] of REFERRED.entries()) {
    const [user] = await db
      .insert(users)
      .values({ email: r.email, passwordHash, firstName: 'Demo', companyName: r.company, accountType: 'Buyer', status: 'active', onboardStage: 'DONE', createdAt: at(r.signedUpDaysAgo), activatedAt: at(r.signedUpDaysAgo), marketing: { referral: r.link === 'default' ? 'demolan2026' : 'demolanspring', utm_source: 'origin' } })
      .returning({ id: users.id });
    const paid = r.paidDaysAgo === undefined ? null : at(r.paidDaysAgo);
    const [referral] = await db
      .insert(partnerReferrals)
      .values({ referredUserId: user!.id, partnerUserId: partnerId, linkId: linkId(r.link), referredAt: at(r.signedUpDaysAgo), flag: r.flag ?? null, flaggedAt: r.flag ? at(r.signedUpDaysAgo) : null })
      .returning({ id: partnerReferrals.id });
    if (!paid) continue;

    const [payment] = await db
      .insert(payments)
      .values({
        userId: user!.id,
        side: 'buyer',
        planName: BUYER_PREMIUM.plan,
        months: BUYER_PREMIUM.months,
        amountCents: BUYER_PREMIUM.amount_cents,
        provider: 'sandbox',
        status: r.refunded ? 'refunded' : 'paid',
        periodStart: paid,
        periodEnd: addMonths(paid, BUYER_PREMIUM.months),
        billingEmail: r.email,
        billingCompany: r.company,
        billingCountry: 'VN',
        cardLabel: 'Visa •••• 4242',
        createdAt: paid,
        paidAt: paid,
        refundedAt: r.refunded ? new Date(paid.getTime() + 2 * DAY) : null,
      })
      .returning({ id: payments.id });
    const amount = Math.floor((BUYER_PREMIUM.amount_cents * 2000) / 10_000);
    const [commission] = await db
      .insert(partnerCommissions)
      .values({
        partnerUserId: partnerId,
        referralId: referral!.id,
        paymentId: payment!.id,
        eventId: `evt_demo_partner_${i}`,
        baseAmountCents: BUYER_PREMIUM.amount_cents,
        rateBp: 2000,
        amountCents: amount,
        approveAfter: new Date(paid.getTime() + 30 * DAY),
        createdAt: paid,
      })
      .returning({ id: partnerCommissions.id });
    const id = commission!.id;
    const refundedAt = new Date(paid.getTime() + 2 * DAY);
    if (r.refunded) {
      await db.execute(sql`UPDATE partner_commissions SET reversed_cents = amount_cents, base_refunded_cents = base_amount_cents, state = 'reversed', reversed_at = ${refundedAt} WHERE id = ${id}`);
      continue;
    }
    if (!r.then) continue;
    await db.execute(sql`UPDATE partner_commissions SET state = 'approved', approved_at = approve_after WHERE id = ${id}`);
    if (r.then !== 'pay') continue;
    const requested = new Date(paid.getTime() + 35 * DAY);
    const [payout] = await db
      .insert(partnerPayouts)
      .values({ partnerUserId: partnerId, amountCents: amount, method: 'bank_transfer', details: 'Vietcombank 0071000123456, Pham Thi Lan', requestedAt: requested })
      .returning({ id: partnerPayouts.id });
    const payoutId = payout!.id;
    await db.execute(sql`UPDATE partner_commissions SET payout_id = ${payoutId} WHERE id = ${id}`);
    const decided = new Date(requested.getTime() + 3 * DAY);
    await db.execute(sql`UPDATE partner_payouts SET state = 'paid', reference = 'VCB-DEMO-000118', decided_at = ${decided} WHERE id = ${payoutId}`);
    await db.execute(sql`UPDATE partner_commissions SET state = 'paid', paid_at = ${decided} WHERE id = ${id}`);
  }
}
