import type { AgentSide } from '@tradelink/shared/agent/chat';

/**
 * Where a Free account goes to use the agent: suppliers to the plans (Advance or Superior), buyers
 * to their membership page (business verification, or Buyer Premium).
 */
export const upgradePath = (side: AgentSide) => (side === 'supplier' ? '/membership-pricing' : '/user/membership');
