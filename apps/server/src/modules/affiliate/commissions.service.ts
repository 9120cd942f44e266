import { AFFILIATE_CURRENCY, commissionCents, reversedCents } from '@tradelink/shared/affiliate/terms';
import { AFFILIATE_PAGE_SIZE, type CommissionState } from '@tradelink/shared/affiliate/commissions';
import { PARTNER_ROLE } from '@tradelink/shared/constants/roles';
import { addMonths } from '@tradelink/shared/rules/plans';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import * as repo from './commissions.repository.ts';
import { readTerms } from './terms.ts';
import { flagReferral } from './referrals.service.ts';

// Commissions are computed only here, from payments the payment worker has just confirmed or
// refunded (the same path for Stripe's webhooks and the sandbox's events), never from a request.

const DAY_MS = 86_400_000;

export interface PaidPayment {
  id: string;
  userId: string;
  amountCents: number;
  currency: string;
  /** Where the provider gives one (the sandbox does; see payments.card_fingerprint). */
  cardFingerprint?: string | null;
}

/**
 * A referred account paid (a checkout or a renewal): its partner earns rate × amount, pending for
 * the hold window, if the payment falls within the programme's duration from the sign-up. Called in
 * the event's transaction; the payment's and the event's unique keys make a replay earn nothing.
 */
export async function earnCommission(tx: Tx, payment: PaidPayment, eventId: string, at: Date): Promise<void> {
  if (payment.currency.toUpperCase() !== AFFILIATE_CURRENCY || payment.amountCents <= 0) return;
  const referral = await repo.findPayingReferral(tx, payment.userId);
  // Someone who is no longer a Partner earns nothing new (what they earned stays theirs).
  if (!referral || !referral.partnerRoles.includes(PARTNER_ROLE)) return;
  // Paid with a card the partner has paid with: the partner referring themselves. Flagged for the
  // operators, and the referral earns nothing from then on (decision 030).
  if (payment.cardFingerprint && (await repo.partnerUsedCard(tx, referral.partnerUserId, payment.cardFingerprint))) {
    await flagReferral(tx, referral.id, 'same_card');
    return;
  }
  const terms = await readTerms(tx);
  if (at > addMonths(referral.referredAt, terms.duration_months)) return;
  const amount = commissionCents(payment.amountCents, terms.rate_bp);
  if (amount <= 0) return;
  await repo.insertCommission(tx, {
    partnerUserId: referral.partnerUserId,
    referralId: referral.id,
    paymentId: payment.id,
    eventId,
    baseAmountCents: payment.amountCents,
    rateBp: terms.rate_bp,
    amountCents: amount,
    currency: AFFILIATE_CURRENCY,
    approveAfter: new Date(at.getTime() + terms.hold_days * DAY_MS),
    createdAt: at,
  });
}

/**
 * A payment was refunded (in whole, or `refundedCents` of it so far: Stripe's `amount_refunded` is
 * cumulative): its commission gives back the same share. Repeating an event finds nothing more to
 * reverse. Money already in a payout or paid is not clawed back here (decision 030): it stays, and
 * the refund is visible beside it (`base_refunded_cents`) for operators.
 */
export async function reverseCommission(tx: Tx, paymentId: string, refundedCents: number, at: Date): Promise<boolean> {
  const found = await repo.findCommissionOfPayment(tx, paymentId);
  if (!found) return false;
  await repo.lockBalance(tx, found.partnerUserId);
  const commission = await repo.lockCommission(tx, found.id);
  if (!commission) return false;
  const target = reversedCents(commission.amountCents, commission.baseAmountCents, refundedCents);
  const baseRefunded = Math.min(Math.max(refundedCents, commission.baseRefundedCents), commission.baseAmountCents);
  const reversible = commission.state === 'pending' || (commission.state === 'approved' && commission.payoutId === null);
  if (!reversible || target <= commission.reversedCents) {
    // Only noted (no money moves: the trigger refuses changing money in a payout or paid, and a
    // small refund's share may round down to nothing yet).
    if (baseRefunded <= commission.baseRefundedCents) return false;
    await repo.updateCommission(tx, commission.id, { baseRefundedCents: baseRefunded });
    return true;
  }
  const full = target === commission.amountCents;
  await repo.updateCommission(tx, commission.id, {
    reversedCents: target,
    baseRefundedCents: baseRefunded,
    ...(full && { state: 'reversed', reversedAt: at }),
  });
  return true;
}

/**
 * The hold job: pending commissions whose refund window is over become approved. Safe with several
 * processes: each partner's balance row is locked first and the rows are taken with SKIP LOCKED,
 * so a second runner finds them approved or skips them. Returns how many it approved.
 */
export async function approveDueCommissions(deps: Deps, now: Date = new Date(), errors: unknown[] = []): Promise<number> {
  let approved = 0;
  for (const partnerUserId of await repo.findPartnersWithDueCommissions(deps.db, now, 500)) {
    try {
      approved += await deps.db.transaction(async (tx) => {
        await repo.lockBalance(tx, partnerUserId);
        return repo.approveDue(tx, partnerUserId, now);
      });
    } catch (error) {
      errors.push(error);
    }
  }
  return approved;
}

const iso = (d: Date) => d.toISOString();

export function presentBalance(row: repo.BalanceRow | null) {
  return {
    pending_cents: row?.pendingCents ?? 0,
    approved_cents: row?.approvedCents ?? 0,
    in_payout_cents: row?.inPayoutCents ?? 0,
    paid_cents: row?.paidCents ?? 0,
    currency: AFFILIATE_CURRENCY,
  };
}

/** `affiliate.commissions`: newest first, optionally of one state, with the partner's sums. */
export async function listCommissions(deps: Deps, partner: SessionUser, input: { page: number; state?: CommissionState }) {
  const { items, total } = await repo.commissionPage(deps.db, partner.id, input.state, AFFILIATE_PAGE_SIZE, (input.page - 1) * AFFILIATE_PAGE_SIZE);
  return {
    data: items.map(({ commission: c, companyName }) => ({
      id: c.id,
      state: c.state as CommissionState,
      company_name: companyName,
      base_amount_cents: c.baseAmountCents,
      base_refunded_cents: c.baseRefundedCents,
      rate_bp: c.rateBp,
      amount_cents: c.amountCents,
      reversed_cents: c.reversedCents,
      currency: c.currency,
      approve_after: iso(c.approveAfter),
      payout_id: c.payoutId,
      created_at: iso(c.createdAt),
    })),
    total,
    page: input.page,
    page_size: AFFILIATE_PAGE_SIZE,
    balance: presentBalance(await repo.findBalance(deps.db, partner.id)),
  };
}
