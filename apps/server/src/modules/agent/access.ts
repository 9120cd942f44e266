import type { AgentSide } from '@tradelink/shared/agent/chat';
import { AGENT_DAILY_MESSAGES, type AgentTier } from '@tradelink/shared/constants/agent';
import { isActivePlan } from '@tradelink/shared/rules/plans';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import type { BuyerRow, SupplierRow } from '../account/account.repository.ts';
import { buyers, suppliers, users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** Both sides of an account in one query (a turn's first queries wait in line with others' searches). */
async function findSidesOf(db: Tx, userId: string): Promise<{ buyer: BuyerRow | null; supplier: SupplierRow | null }> {
  const rows = await db
    .select({ buyer: buyers, supplier: suppliers })
    .from(users)
    .leftJoin(buyers, eq(buyers.userId, users.id))
    .leftJoin(suppliers, eq(suppliers.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return { buyer: rows[0]?.buyer ?? null, supplier: rows[0]?.supplier ?? null };
}

// Who may use the agent, on which side, and how much a day (constants/agent.ts, decision 034):
// buyers on a paid plan (Buyer Premium) or business verified, suppliers on a paying plan
// (Advance/Superior, decision 019's `is_paying`; a Trial is not paying). Decided here from the
// account's rows at the time of each message, never from anything the client says.

export interface AgentAccess {
  side: AgentSide;
  sides: AgentSide[];
  tier: AgentTier;
  dailyLimit: number;
  buyer: BuyerRow | null;
  supplier: SupplierRow | null;
}

function buyerTier(row: BuyerRow, now: Date): AgentTier {
  const plan = { plan_name: row.planName, end_date: row.planEndDate };
  // Buyer Premium is stored as an active Starter (or Advance) plan on the buying side.
  if (isActivePlan(plan, now) && (row.planName === 'Starter' || row.planName === 'Advance')) return 'buyer_premium';
  return row.isBizVerified ? 'buyer_verified' : 'none';
}

function supplierTier(row: SupplierRow, now: Date): AgentTier {
  if (!isActivePlan({ plan_name: row.planName, end_date: row.planEndDate }, now)) return 'none';
  if (row.planName === 'Advance') return 'supplier_advance';
  if (row.planName === 'Starter') return 'supplier_starter';
  return 'none';
}

/**
 * The caller's access on the side asked for (or the account type's side). A side the account lacks
 * is BUYER_ONLY / SUPPLIER_ONLY when asked for explicitly; without a wish the side it has is used.
 */
export async function agentAccess(deps: Deps, user: SessionUser, wanted?: AgentSide, now = new Date()): Promise<AgentAccess> {
  const { buyer, supplier } = await findSidesOf(deps.db, user.id);
  const sides: AgentSide[] = [...(buyer ? (['buyer'] as const) : []), ...(supplier ? (['supplier'] as const) : [])];
  let side: AgentSide = wanted ?? (user.accountType === 'Seller' ? 'supplier' : 'buyer');
  if (!sides.includes(side)) {
    if (wanted || !sides.length) throw new AppError(side === 'buyer' ? 'BUYER_ONLY' : 'SUPPLIER_ONLY');
    side = sides[0]!;
  }
  const tier = side === 'buyer' ? buyerTier(buyer!, now) : supplierTier(supplier!, now);
  return { side, sides, tier, dailyLimit: AGENT_DAILY_MESSAGES[tier], buyer, supplier };
}

/** Refuses a caller whose plan does not include the agent (403 AGENT_PLAN_REQUIRED). */
export function requirePlan(access: AgentAccess): void {
  if (access.dailyLimit <= 0) throw new AppError('AGENT_PLAN_REQUIRED');
}
