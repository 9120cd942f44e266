import { describe, expect, it } from 'vitest';
import { backStage, isOnboardingUnfinished, nextStage, onboardingSteps, toClientStage, accountTypeOfStage, initialServerStage } from './onboarding.ts';

describe('onboarding: next', () => {
  it.each([
    ['PROFILE', 'Buyer', 'RFQ'],
    ['PROFILE', 'Seller', 'PRODUCT'],
    ['RFQ', 'Buyer', 'DONE'],
    ['PRODUCT', 'Seller', 'MEMBERSHIP'],
    ['MEMBERSHIP', 'Seller', 'DONE'],
    ['DONE', 'Seller', 'DONE'],
    ['DONE', 'Buyer', 'DONE'],
  ] as const)('%s for a %s goes to %s', (stage, type, expected) => expect(nextStage(stage, type)).toBe(expected));
});

describe('onboarding: back', () => {
  it.each([
    ['DONE', 'Seller', 'MEMBERSHIP'],
    ['MEMBERSHIP', 'Seller', 'PRODUCT'],
    ['DONE', 'Buyer', 'RFQ'],
    ['RFQ', 'Buyer', 'PROFILE'],
    ['PRODUCT', 'Seller', 'PROFILE'],
    ['PROFILE', 'Buyer', 'PROFILE'],
  ] as const)('%s for a %s goes back to %s', (stage, type, expected) => expect(backStage(stage, type)).toBe(expected));
});

describe('onboarding: steps', () => {
  it.each(['Buyer', 'Seller'] as const)('ends with "All set" (DONE) for a %s, and next and back walk the same order', (type) => {
    const steps = onboardingSteps(type);
    expect(steps.at(-1)).toBe('DONE');
    for (let i = 0; i + 1 < steps.length; i++) {
      expect(nextStage(steps[i]!, type)).toBe(steps[i + 1]);
      expect(backStage(steps[i + 1]!, type)).toBe(steps[i]);
    }
  });
  it('offers a seller the membership before "All set", and a buyer no membership step', () => {
    expect(onboardingSteps('Seller')).toEqual(['PROFILE', 'PRODUCT', 'MEMBERSHIP', 'DONE']);
    expect(onboardingSteps('Buyer')).toEqual(['PROFILE', 'RFQ', 'DONE']);
  });
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
