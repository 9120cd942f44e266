import { describe, expect, it } from 'vitest';
import { backStage, isOnboardingUnfinished, nextStage, toClientStage, accountTypeOfStage, initialServerStage } from './onboarding.ts';

describe('onboarding: next', () => {
  it.each([
    ['PROFILE', 'Buyer', 'RFQ'],
    ['PROFILE', 'Seller', 'PRODUCT'],
    ['RFQ', 'Buyer', 'DONE'],
    ['PRODUCT', 'Seller', 'DONE'],
    ['DONE', 'Seller', 'MEMBERSHIP'],
    ['DONE', 'Buyer', 'DONE'],
    ['MEMBERSHIP', 'Seller', 'MEMBERSHIP'],
    ['MEMBERSHIP', 'Buyer', 'MEMBERSHIP'],
  ] as const)('%s for a %s goes to %s', (stage, type, expected) => expect(nextStage(stage, type)).toBe(expected));
});

describe('onboarding: back', () => {
  it.each([
    ['MEMBERSHIP', 'Seller', 'DONE'],
    ['MEMBERSHIP', 'Buyer', 'PRODUCT'],
    ['DONE', 'Seller', 'PRODUCT'],
    ['DONE', 'Buyer', 'RFQ'],
    ['RFQ', 'Buyer', 'PROFILE'],
    ['PRODUCT', 'Seller', 'PROFILE'],
    ['PROFILE', 'Buyer', 'PROFILE'],
  ] as const)('%s for a %s goes back to %s', (stage, type, expected) => expect(backStage(stage, type)).toBe(expected));
});

describe('server stages', () => {
  it('maps every PROFILE* to PROFILE and VERIFY to DONE', () => {
    expect(toClientStage('PROFILE_SUPPLIER')).toBe('PROFILE');
    expect(toClientStage('PROFILE_BUYER')).toBe('PROFILE');
    expect(toClientStage('PROFILE')).toBe('PROFILE');
    expect(toClientStage('VERIFY')).toBe('DONE');
    expect(toClientStage('RFQ')).toBe('RFQ');
  });
  it('reads the account type from PROFILE_SUPPLIER / PROFILE_BUYER', () => {
    expect(accountTypeOfStage('PROFILE_SUPPLIER')).toBe('Seller');
    expect(accountTypeOfStage('PROFILE_BUYER')).toBe('Buyer');
    expect(accountTypeOfStage('DONE')).toBeUndefined();
    expect(initialServerStage('Seller')).toBe('PROFILE_SUPPLIER');
  });
  it('sends a user to onboarding until DONE (VERIFY counts as done)', () => {
    expect(isOnboardingUnfinished('PROFILE_BUYER')).toBe(true);
    expect(isOnboardingUnfinished('PRODUCT')).toBe(true);
    expect(isOnboardingUnfinished('DONE')).toBe(false);
    expect(isOnboardingUnfinished('VERIFY')).toBe(false);
  });
});
