import { eq } from 'drizzle-orm';
import { POST_STATUS } from '@tradelink/shared/constants/lists';
import { QUOTATIONS_PER_MONTH, type PlanName } from '@tradelink/shared/constants/plans';
import { todayIso } from '@tradelink/shared/validation/optional';
import type { Tx } from '../../db/client.ts';
import { currencies, type rfqs } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { SupplierRow } from '../account/account.repository.ts';
import { listOptions } from '../reference/reference.repository.ts';

// The rules that decide whether a supplier may quote, shared by `quotation.send` (which enforces
// them) and `quotation.send_status` (which tells the page beforehand).

const isPremiumPlan = (s: SupplierRow) => s.planName !== 'Free' && s.planEndDate !== null && s.planEndDate.getTime() > Date.now();

/** The monthly quotation allowance of a supplier's current plan (an expired plan counts as Free). */
export function monthlyQuotationLimit(s: SupplierRow): number {
  const plan = (isPremiumPlan(s) ? s.planName : 'Free') as PlanName;
  return QUOTATIONS_PER_MONTH[plan] ?? QUOTATIONS_PER_MONTH.Free;
}

export const startOfMonthUtc = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Buyers answer suppliers whose company and country they can see. */
export const isProfileComplete = (s: SupplierRow) => Boolean(s.companyName.trim()) && Boolean(s.country);

type RfqRow = typeof rfqs.$inferSelect;

/** Suppliers see approved RFQs, and closed ones they already quoted on; pending or rejected ones do not exist for them. */
export const isVisibleRfq = (rfq: RfqRow) => rfq.status === POST_STATUS.approved || rfq.status === POST_STATUS.closed;

/** Open for quotations: approved and not past its expiry date. */
export const isOpenRfq = (rfq: RfqRow) => rfq.status === POST_STATUS.approved && !(rfq.expiryDate && String(rfq.expiryDate).slice(0, 10) < todayIso());

/** The unit and currency of quotation terms must be ones the marketplace lists (each only when given). */
export async function checkReferenceTerms(db: Tx, terms: { uom?: string; currency?: string }) {
  const [units, [currency]] = await Promise.all([
    terms.uom ? listOptions(db, 'uom') : Promise.resolve([]),
    terms.currency ? db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, terms.currency)).limit(1) : Promise.resolve([{ code: '' }]),
  ]);
  if (terms.uom && !units.some((u) => u.code === terms.uom)) throw fieldError('uom', 'invalid');
  if (!currency) throw fieldError('currency', 'currency_invalid');
}
