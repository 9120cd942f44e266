import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { initialServerStage } from '@tradelink/shared/rules/onboarding';
import type { AccountType } from '@tradelink/shared/constants/lists';
import { emailDomain } from '@tradelink/shared/validation/patterns';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { findUserByEmail, findUserByGoogleSub, insertUser, updateUser, type UserRow } from '../account/account.repository.ts';
import { createAccountSide } from './auth.service.ts';
import { isFreeMailDomain } from './free-mail.ts';
import { attributeSignup } from '../affiliate/referrals.service.ts';
import type { MarketingParams } from '@tradelink/shared/marketing/params';

let cachedKeys: { source: string; keys: JWTVerifyGetKey } | undefined;

function keySet(deps: Deps): JWTVerifyGetKey {
  const source = deps.env.GOOGLE_JWKS ?? deps.env.GOOGLE_JWKS_URL;
  if (cachedKeys?.source !== source) {
    const keys = deps.env.GOOGLE_JWKS
      ? createLocalJWKSet(JSON.parse(deps.env.GOOGLE_JWKS))
      : createRemoteJWKSet(new URL(deps.env.GOOGLE_JWKS_URL));
    cachedKeys = { source, keys };
  }
  return cachedKeys.keys;
}

interface GoogleClaims {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
}

/** Verifies a Google ID token: signature against the configured keys, audience, issuer, expiry, verified email. */
export async function verifyGoogleToken(deps: Deps, credential: string): Promise<GoogleClaims> {
  if (!deps.env.GOOGLE_CLIENT_ID) throw new AppError('GOOGLE_TOKEN_INVALID');
  try {
    const { payload } = await jwtVerify(credential, keySet(deps), {
      audience: deps.env.GOOGLE_CLIENT_ID,
      issuer: ['accounts.google.com', 'https://accounts.google.com'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || payload.email_verified !== true) {
      throw new Error('missing claims');
    }
    return payload as unknown as GoogleClaims;
  } catch (error) {
    throw new AppError('GOOGLE_TOKEN_INVALID', { cause: error });
  }
}

/** Logs in with Google: links an existing account by email, or creates an active one (Google verified the address). */
/** A new account keeps the visitor's marketing cookies (utm_*, referral) for attribution, as signup does. */
export async function loginWithGoogle(
  deps: Deps,
  credential: string,
  accountType: AccountType | undefined,
  lang: string,
  marketing: MarketingParams | null = null,
): Promise<UserRow> {
  const claims = await verifyGoogleToken(deps, credential);
  const email = claims.email.toLowerCase();
  const existing = (await findUserByGoogleSub(deps.db, claims.sub)) ?? (await findUserByEmail(deps.db, email));
  if (existing) {
    if (existing.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');
    await updateUser(deps.db, existing.id, {
      googleSub: claims.sub,
      lastLoginAt: new Date(),
      ...(existing.status === 'pending_activation' ? { status: 'active', activatedAt: new Date() } : {}),
    });
    return { ...existing, status: 'active' };
  }
  const type = accountType ?? 'Buyer';
  return deps.db.transaction(async (tx) => {
    const isFreeMail = isFreeMailDomain(emailDomain(email));
    const user = await insertUser(tx, {
      email,
      googleSub: claims.sub,
      firstName: claims.given_name ?? claims.name ?? email.split('@')[0]!,
      lastName: claims.family_name ?? null,
      userImage: claims.picture ?? null,
      language: lang,
      accountType: type,
      status: 'active',
      activatedAt: new Date(),
      lastLoginAt: new Date(),
      isFreeMail,
      isVerifiedWorkEmail: !isFreeMail,
      onboardStage: initialServerStage(type),
      marketing,
    });
    // The last partner link the visitor followed earns its partner this account (decision 030).
    await attributeSignup(tx, user, marketing);
    await createAccountSide(tx, user, type, null);
    return user;
  });
}
