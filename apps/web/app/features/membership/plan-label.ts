import type { PlanName, PlanSide } from '@tradelink/shared/constants/plans';

/**
 * The translation key of a plan's name as people see it: the buyer side sells one product, Buyer
 * Premium (stored as Starter); the supplier side shows the display names (Starter is "Advance").
 */
export function planLabelKey(side: PlanSide, plan: PlanName): string {
  if (side === 'buyer' && (plan === 'Starter' || plan === 'Advance')) return 'pricing:shared.buyerPremium';
  return `pricing:shared.plans.${plan}`;
}
