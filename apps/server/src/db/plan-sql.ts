import { sql, type SQL } from 'drizzle-orm';
import { PAID_PLANS } from '@tradelink/shared/constants/plans';

// The spec's "premium" rule (rules/plans.ts isPremium) in SQL, for listings that sort or flag by it.

const PREMIUM_PLANS = [...PAID_PLANS, 'Trial'].map((p) => `'${p}'`).join(', ');

const ALIAS = /^[a-z_][a-z0-9_]*$/;

/** `<alias>` is a suppliers or buyers row: true while it holds a valid Advance, Starter or Trial plan. */
export function premiumSql(alias: string): SQL {
  if (!ALIAS.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return sql.raw(`(${alias}.plan_name IN (${PREMIUM_PLANS}) AND ${alias}.plan_end_date > now())`);
}
