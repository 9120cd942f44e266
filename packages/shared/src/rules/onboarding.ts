import type { AccountType } from '../constants/lists.ts';

/** Client onboarding stages (spec section 4). */
export const ONBOARDING_STAGES = ['PROFILE', 'PRODUCT', 'RFQ', 'MEMBERSHIP', 'DONE'] as const;
export type OnboardingStage = (typeof ONBOARDING_STAGES)[number];

/** Stages as the server stores them. */
export const SERVER_ONBOARDING_STAGES = [
  'PROFILE',
  'PROFILE_SUPPLIER',
  'PROFILE_BUYER',
  'PRODUCT',
  'RFQ',
  'VERIFY',
  'DONE',
] as const;
export type ServerOnboardingStage = (typeof SERVER_ONBOARDING_STAGES)[number];

/** Any PROFILE* is PROFILE; VERIFY is DONE. */
export function toClientStage(stage: ServerOnboardingStage): OnboardingStage {
  if (stage.startsWith('PROFILE')) return 'PROFILE';
  if (stage === 'VERIFY') return 'DONE';
  return stage as OnboardingStage;
}

/** PROFILE_SUPPLIER means Seller, PROFILE_BUYER means Buyer; other stages say nothing. */
export function accountTypeOfStage(stage: ServerOnboardingStage): AccountType | undefined {
  if (stage === 'PROFILE_SUPPLIER') return 'Seller';
  if (stage === 'PROFILE_BUYER') return 'Buyer';
  return undefined;
}

/** The stage a new account starts at. */
export function initialServerStage(accountType: AccountType): ServerOnboardingStage {
  return accountType === 'Seller' ? 'PROFILE_SUPPLIER' : 'PROFILE_BUYER';
}

/**
 * The next stage. Deviation from the spec's table (decision 017): a seller sees the membership offer
 * between the first product and "All set", so the closing step comes last; the spec has DONE before
 * MEMBERSHIP. A buyer's steps are the spec's.
 */
export function nextStage(stage: OnboardingStage, accountType: AccountType): OnboardingStage {
  switch (stage) {
    case 'PROFILE':
      return accountType === 'Buyer' ? 'RFQ' : 'PRODUCT';
    case 'PRODUCT':
      return accountType === 'Seller' ? 'MEMBERSHIP' : 'DONE';
    case 'RFQ':
    case 'MEMBERSHIP':
      return 'DONE';
    case 'DONE':
      return 'DONE';
  }
}

export function backStage(stage: OnboardingStage, accountType: AccountType): OnboardingStage {
  switch (stage) {
    case 'DONE':
      return accountType === 'Seller' ? 'MEMBERSHIP' : 'RFQ';
    case 'MEMBERSHIP':
      return accountType === 'Seller' ? 'PRODUCT' : 'RFQ';
    case 'RFQ':
    case 'PRODUCT':
      return 'PROFILE';
    case 'PROFILE':
      return 'PROFILE';
  }
}

/** The steps a user goes through, in order: "All set" (DONE) is always the last. */
export function onboardingSteps(accountType: AccountType): OnboardingStage[] {
  return accountType === 'Seller' ? ['PROFILE', 'PRODUCT', 'MEMBERSHIP', 'DONE'] : ['PROFILE', 'RFQ', 'DONE'];
}

/**
 * Whether the user still has onboarding to do (and is sent to /onboarding). The DONE screen and the
 * optional MEMBERSHIP offer before it count as finished: the account is fully usable from there on.
 */
export function isOnboardingUnfinished(stage: ServerOnboardingStage | null | undefined): boolean {
  if (!stage) return false;
  const client = toClientStage(stage);
  return client !== 'DONE' && client !== 'MEMBERSHIP';
}
