import type { z } from 'zod';
import { AFFILIATE_PAGE_SIZE } from '@tradelink/shared/affiliate/commissions';
import type { payoutRequest, PAYOUT_METHODS, PAYOUT_STATES } from '@tradelink/shared/affiliate/payouts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Tx } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.repository.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { lockBalance } from './commissions.repository.ts';
import * as repo from './payouts.repository.ts';
import { enqueuePayoutDecision } from './payout-mail.ts';
import { readTerms } from './terms.ts';

// Payouts take every approved commission of the partner at once: the amount is the database's sum,
// never a figure from the browser. The partner's balance row is locked first, so parallel requests
// queue; the second finds nothing approved left (and one open request per partner is a unique index).

type PayoutState = (typeof PAYOUT_STATES)[number];
type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export function presentPayout(row: repo.PayoutRow, commissions: number) {
  return {
    id: row.id,
    amount_cents: row.amountCents,
    currency: row.currency,
    state: row.state as PayoutState,
    method: row.method as PayoutMethod,
    details: row.details,
    reference: row.reference,
    refused_reason: row.refusedReason,
    commissions,
    requested_at: row.requestedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

async function presentOne(db: Tx, row: repo.PayoutRow) {
  return presentPayout(row, (await repo.commissionCounts(db, [row.id])).get(row.id) ?? 0);
}

/** `affiliate.payout_request`: every approved commission, when they reach the threshold. */
export async function requestPayout(deps: Deps, partner: SessionUser, input: z.output<typeof payoutRequest>) {
  const terms = await readTerms(deps.db);
  try {
    const payout = await deps.db.transaction(async (tx) => {
      await lockBalance(tx, partner.id);
      if (await repo.findOpenPayout(tx, partner.id)) throw new AppError('PAYOUT_ALREADY_REQUESTED');
      const payable = await repo.lockPayableCommissions(tx, partner.id);
      const amount = payable.reduce((sum, c) => sum + Number(c.net), 0);
      if (amount <= 0 || amount < terms.payout_threshold_cents) throw new AppError('PAYOUT_BELOW_THRESHOLD');
      const row = await repo.insertPayout(tx, { partnerUserId: partner.id, amountCents: amount, method: input.method, details: input.details });
      const attached = await repo.attachCommissions(tx, row.id, payable.map((c) => c.id));
      // Under the balance lock nothing can have moved them; if it did, nothing is paid twice.
      if (attached !== payable.length) throw new Error(`payout ${row.id}: ${attached} of ${payable.length} commissions attached`);
      return row;
    });
    return presentPayout(payout, (await repo.commissionCounts(deps.db, [payout.id])).get(payout.id) ?? 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PAYOUT_ALREADY_REQUESTED', { cause: error });
    throw error;
  }
}

/** `affiliate.payouts`: the partner's requests and their outcome, newest first. */
export async function listOwnPayouts(deps: Deps, partner: SessionUser, input: { page: number }) {
  const { items, total } = await repo.payoutPage(deps.db, { partnerUserId: partner.id }, AFFILIATE_PAGE_SIZE, (input.page - 1) * AFFILIATE_PAGE_SIZE);
  const counts = await repo.commissionCounts(deps.db, items.map((i) => i.payout.id));
  return { data: items.map((i) => presentPayout(i.payout, counts.get(i.payout.id) ?? 0)), total, page: input.page, page_size: AFFILIATE_PAGE_SIZE };
}

/** `admin.affiliate_payouts`: the queue (state `requested`, oldest first) or any state. */
export async function listPayoutQueue(deps: Deps, input: { page: number; state?: PayoutState }) {
  const { items, total } = await repo.payoutPage(deps.db, { state: input.state }, AFFILIATE_PAGE_SIZE, (input.page - 1) * AFFILIATE_PAGE_SIZE);
  const counts = await repo.commissionCounts(deps.db, items.map((i) => i.payout.id));
  return {
    data: items.map((i) => ({
      ...presentPayout(i.payout, counts.get(i.payout.id) ?? 0),
      partner_user_id: i.payout.partnerUserId,
      partner_email: i.email,
      partner_name: [i.firstName, i.lastName].filter(Boolean).join(' '),
    })),
    total,
    page: input.page,
    page_size: AFFILIATE_PAGE_SIZE,
  };
}

/** Locks an open payout with its partner's balance (in that order); refuses one already decided. */
async function lockOpenPayout(tx: Tx, payoutId: string) {
  const found = await repo.findPayout(tx, payoutId);
  if (!found) throw new AppError('PAYOUT_NOT_FOUND');
  await lockBalance(tx, found.partnerUserId);
  const payout = await repo.lockPayout(tx, payoutId);
  if (!payout || payout.state !== 'requested') throw new AppError('PAYOUT_NOT_REQUESTED');
  return payout;
}

/** A decision in one transaction, then the partner's mail is sent (kicked after commit). */
async function decide<T>(deps: Deps, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(work);
  deps.mail.kick();
  return result;
}

/** `admin.affiliate_payout_mark_paid`: the operator paid it outside (a transfer); the reference is kept and audited. */
export async function markPayoutPaid(deps: Deps, actor: NonNullable<AuditActor>, input: { payout_id: string; reference: string }) {
  return decide(deps, async (tx) => {
    const payout = await lockOpenPayout(tx, input.payout_id);
    const now = new Date();
    const paid = await repo.updatePayout(tx, payout.id, { state: 'paid', reference: input.reference, operatorUserId: actor.id, decidedAt: now });
    await repo.payCommissions(tx, payout.id, now);
    await enqueuePayoutDecision(tx, deps.env.appUrl, paid);
    await recordAudit(tx, actor, {
      action: 'affiliate_payout.mark_paid',
      targetType: 'partner_payout',
      targetId: payout.id,
      before: { state: payout.state, amount_cents: payout.amountCents },
      after: { state: 'paid', reference: input.reference, amount_cents: payout.amountCents, partner_user_id: payout.partnerUserId },
    });
    return presentOne(tx, paid);
  });
}

/** `admin.affiliate_payout_refuse`: the money goes back to the partner's approved balance; the reason is kept and audited. */
export async function refusePayout(deps: Deps, actor: NonNullable<AuditActor>, input: { payout_id: string; reason: string }) {
  return decide(deps, async (tx) => {
    const payout = await lockOpenPayout(tx, input.payout_id);
    const refused = await repo.updatePayout(tx, payout.id, { state: 'refused', refusedReason: input.reason, operatorUserId: actor.id, decidedAt: new Date() });
    await repo.releaseCommissions(tx, payout.id);
    await enqueuePayoutDecision(tx, deps.env.appUrl, refused);
    await recordAudit(tx, actor, {
      action: 'affiliate_payout.refuse',
      targetType: 'partner_payout',
      targetId: payout.id,
      before: { state: payout.state, amount_cents: payout.amountCents },
      after: { state: 'refused', partner_user_id: payout.partnerUserId },
      reason: input.reason,
    });
    return presentOne(tx, refused);
  });
}
