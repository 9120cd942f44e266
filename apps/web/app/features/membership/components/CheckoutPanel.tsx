import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PaidPlan, PlanPeriod, PlanSide } from '@tradelink/shared/constants/plans';
import { membershipQuery } from '../api/membership-queries.ts';
import { orderSummary } from '../order-summary.ts';
import { CheckoutFlow } from './CheckoutFlow.tsx';
import { LoadingBlock } from './LoadingBlock.tsx';
import { OrderSummaryCard } from './OrderSummaryCard.tsx';

interface Props {
  side: PlanSide;
  plan: PaidPlan;
  months: PlanPeriod;
  returnTo: string | null;
}

/**
 * Order summary beside the billing and card forms (stacked on phones). The current plan decides
 * whether the purchase starts today or extends it, so the summary waits for it.
 */
export function CheckoutPanel({ side, plan, months, returnTo }: Props) {
  const current = useQuery(membershipQuery(side));
  if (current.isPending) return <LoadingBlock />;
  // Without the current plan (a failed load) the summary reads as a new plan starting today.
  const summary = orderSummary(side, plan, months, current.data?.plan ?? null);
  if (!summary) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <OrderSummaryCard summary={summary} />
      <CheckoutFlow side={side} plan={plan} months={months} amountCents={summary.amountCents} returnTo={returnTo} />
    </SimpleGrid>
  );
}
