import { describe, expect, it } from 'vitest';
import { planLabelKey } from './plan-label.ts';

describe('plan names as shown', () => {
  it('suppliers see the display names (Starter is "Advance")', () => {
    expect(planLabelKey('supplier', 'Starter')).toBe('pricing:shared.plans.Starter');
    expect(planLabelKey('supplier', 'Free')).toBe('pricing:shared.plans.Free');
  });

  it('a buyer’s paid plan is Buyer Premium; Free stays Free', () => {
    expect(planLabelKey('buyer', 'Starter')).toBe('pricing:shared.buyerPremium');
    expect(planLabelKey('buyer', 'Free')).toBe('pricing:shared.plans.Free');
  });
});
