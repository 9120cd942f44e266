import { desc, eq, sql } from 'drizzle-orm';
import { BALANCE_QUOTAS, type BalanceQuota } from '@tradelink/shared/constants/plans';
import type { Tx } from '../../db/client.ts';
import { balances, walletLedger } from '../../db/schema/index.ts';

// The supplier's wallet: every change to money or a quota is a `wallet_ledger` row; a trigger adds
// it to `balances` (refusing a negative result), so the Balance is always the ledger's sum.

export type LedgerReason =
  | 'opening_balance'
  | 'signup_grant'
  | 'plan_activated'
  | 'plan_renewed'
  | 'trial_started'
  | 'monthly_reset'
  | 'plan_expired'
  | 'plan_refunded'
  | 'contact_unlock'
  | 'product_post'
  | 'chat_unlock'
  | 'product_ad'
  | 'operator_adjustment';

export type Deltas = Partial<Record<BalanceQuota | 'balance', number>>;

export interface LedgerEntry {
  supplierId: string;
  reason: LedgerReason;
  deltas: Deltas;
  paymentId?: string | null;
  ref?: string | null;
  actorUserId?: string | null;
}

export type LedgerRow = typeof walletLedger.$inferSelect;
export type BalanceRow = typeof balances.$inferSelect;

/** Appends one ledger row (the trigger applies it to the Balance in the same statement). */
export async function appendLedger(tx: Tx, entry: LedgerEntry): Promise<LedgerRow> {
  const d = entry.deltas;
  const [row] = await tx
    .insert(walletLedger)
    .values({
      supplierId: entry.supplierId,
      reason: entry.reason,
      balanceDelta: String(d.balance ?? 0),
      contactQuotaDelta: d.contact_quota ?? 0,
      conversationQuotaDelta: d.conversation_quota ?? 0,
      farmItemPostQuotaDelta: d.farm_item_post_quota ?? 0,
      farmItemAdsQuotaDelta: d.farm_item_ads_quota ?? 0,
      paymentId: entry.paymentId ?? null,
      ref: entry.ref ?? null,
      actorUserId: entry.actorUserId ?? null,
    })
    .returning();
  return row!;
}

const COLUMN: Record<BalanceQuota, keyof BalanceRow> = {
  contact_quota: 'contactQuota',
  conversation_quota: 'conversationQuota',
  farm_item_post_quota: 'farmItemPostQuota',
  farm_item_ads_quota: 'farmItemAdsQuota',
};

/** The Balance row, locked for the rest of the transaction: concurrent changers take turns. */
export async function lockBalance(tx: Tx, supplierId: string): Promise<BalanceRow | null> {
  const [row] = await tx.select().from(balances).where(eq(balances.supplierId, supplierId)).for('update').limit(1);
  return row ?? null;
}

export async function findBalance(db: Tx, supplierId: string): Promise<BalanceRow | null> {
  const [row] = await db.select().from(balances).where(eq(balances.supplierId, supplierId)).limit(1);
  return row ?? null;
}

/**
 * Spends one unit of a quota inside the caller's transaction; returns what is left, or null when
 * none was left (nothing is written). The row lock makes parallel spenders queue and each re-reads
 * the count the previous one left; the CHECK constraint is the last line of defence.
 */
export async function spendQuota(tx: Tx, supplierId: string, quota: BalanceQuota, reason: LedgerReason, ref?: string): Promise<number | null> {
  const balance = await lockBalance(tx, supplierId);
  const left = balance ? Number(balance[COLUMN[quota]]) : 0;
  if (left <= 0) return null;
  await appendLedger(tx, { supplierId, reason, deltas: { [quota]: -1 }, ref });
  return left - 1;
}

/**
 * Sets the four quotas to a plan's allowance (a plan change, the monthly renewal, an expiry): one
 * ledger row holding the differences, and the next monthly renewal date.
 */
export async function setQuotas(
  tx: Tx,
  supplierId: string,
  target: Record<BalanceQuota, number>,
  entry: Omit<LedgerEntry, 'supplierId' | 'deltas'>,
  renewsAt: Date | null,
): Promise<LedgerRow> {
  const balance = await lockBalance(tx, supplierId);
  const deltas: Deltas = {};
  for (const quota of BALANCE_QUOTAS) deltas[quota] = target[quota] - (balance ? Number(balance[COLUMN[quota]]) : 0);
  const row = await appendLedger(tx, { ...entry, supplierId, deltas });
  await tx.update(balances).set({ quotaRenewsAt: renewsAt }).where(eq(balances.supplierId, supplierId));
  return row;
}

/** A page of the ledger, newest first. */
export async function ledgerPage(db: Tx, supplierId: string, limit: number, offset: number) {
  const [items, [count]] = await Promise.all([
    db.select().from(walletLedger).where(eq(walletLedger.supplierId, supplierId)).orderBy(desc(walletLedger.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(walletLedger).where(eq(walletLedger.supplierId, supplierId)),
  ]);
  return { items, total: Number(count?.n ?? 0) };
}
