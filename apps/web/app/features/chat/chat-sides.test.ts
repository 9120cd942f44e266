import { describe, expect, it } from 'vitest';
import { chatSidesOf, pickSide } from './chat-sides.ts';

type Viewer = Parameters<typeof chatSidesOf>[0];
const buyer = { identity: 'BUR1', token: 't', plan: {} } as unknown as NonNullable<NonNullable<Viewer>['buyer']>;
const supplier = { identity: 'SUP1', token: 't', plan: {}, balance: {}, supplier_id: 's' } as unknown as NonNullable<NonNullable<Viewer>['supplier']>;

describe('chat sides', () => {
  it('an account with both sides may chat from either, buyer first', () => {
    expect(chatSidesOf({ buyer, supplier })).toEqual(['buyer', 'supplier']);
    expect(pickSide({ buyer, supplier }, 'supplier')).toBe('supplier');
    expect(pickSide({ buyer, supplier }, null)).toBe('buyer');
  });

  it('a side the account does not have falls back to the one it has', () => {
    expect(pickSide({ buyer: null, supplier }, 'buyer')).toBe('supplier');
    expect(pickSide({ buyer: null, supplier: null }, 'buyer')).toBeNull();
    expect(pickSide(null, null)).toBeNull();
  });
});
