import type { AgentSide } from '@tradelink/shared/agent/chat';

/**
 * Where a Free account goes to use the agent: suppliers to the plans (Advance or Superior), buyers
 * to the page offering both ways in (business verification, free, or Buyer Premium).
 */
export const upgradePath = (side: AgentSide) => (side === 'supplier' ? '/membership-pricing' : '/buyer-premium-payment');
