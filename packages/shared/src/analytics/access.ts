import { isActivePlan, isPremium } from '../rules/plans.ts';

// Who may read the reports (spec: "analytics viewing depends on a paid plan"; issue 21: a premium
// supplier, a business-verified or premium buyer). The server decides with these; the pages only
// choose between the report and its preview with the server's answer.

/** A supplier on an active Advance, Superior or trial plan (the spec's "premium"). */
export const supplierMayReport = (supplier: { plan_name: string; end_date: string | Date | null }, now = new Date()) => isPremium(supplier, now);

/** A business-verified buyer, or one with Buyer Premium running. */
export const buyerMayReport = (buyer: { plan_name: string; end_date: string | Date | null; is_biz_verified: boolean }, now = new Date()) =>
  buyer.is_biz_verified || isActivePlan(buyer, now);
