import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PARTNER_ROLE } from '@tradelink/shared/constants/roles';
import { AFFILIATE_PAGE_SIZE } from '@tradelink/shared/affiliate/commissions';
import type { MarketingParams } from '@tradelink/shared/marketing/params';
import { emailDomain } from '@tradelink/shared/validation/patterns';
import type { Tx } from '../../db/client.ts';
import { partnerCommissions, partnerLinks, partnerReferrals, users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { isFreeMailDomain } from '../auth/free-mail.ts';
import { findLinkByCode } from './links.repository.ts';

type ReferralFlag = 'self_referral_same_account' | 'same_email_domain' | 'same_card';

/**
 * Why a sign-up must not earn its partner anything. A shared e-mail domain counts only for company
 * domains: two strangers on gmail.com are not one person (decision 030).
 */
function selfReferral(partner: { id: string; email: string }, referred: { id: string; email: string }): ReferralFlag | null {
  if (partner.id === referred.id) return 'self_referral_same_account';
  const domain = emailDomain(referred.email);
  if (!isFreeMailDomain(domain) && domain === emailDomain(partner.email)) return 'same_email_domain';
  return null;
}

/**
 * At sign-up (in its transaction): the visitor's stored `referral` names a partner link, so the new
 * account is that partner's referral. The cookie holds the last link followed (each visit with a
 * code replaces it), so the last partner link before sign-up wins. A code of no link, or of someone
 * who is no longer a Partner, attributes nothing; a self-referral is recorded with its flag.
 */
export async function attributeSignup(tx: Tx, referred: { id: string; email: string }, marketing: MarketingParams | null): Promise<void> {
  const code = marketing?.referral?.toLowerCase();
  if (!code) return;
  const link = await findLinkByCode(tx, code);
  if (!link) return;
  const [partner] = await tx.select({ id: users.id, email: users.email, roles: users.roles }).from(users).where(eq(users.id, link.partnerUserId)).limit(1);
  if (!partner || !partner.roles.includes(PARTNER_ROLE)) return;
  const flag = selfReferral(partner, referred);
  await tx
    .insert(partnerReferrals)
    .values({ referredUserId: referred.id, partnerUserId: partner.id, linkId: link.id, flag, flaggedAt: flag ? new Date() : null })
    .onConflictDoNothing();
}

/** Flags a referral after the fact (the same card as the partner's): it earns nothing from then on. */
export async function flagReferral(tx: Tx, referralId: string, flag: 'same_card') {
  await tx.update(partnerReferrals).set({ flag, flaggedAt: new Date() }).where(and(eq(partnerReferrals.id, referralId), sql`${partnerReferrals.flag} IS NULL`));
}

/** `affiliate.referrals`: the accounts the partner brought, newest first: company and date only. */
export async function listReferrals(deps: Deps, partner: SessionUser, input: { page: number }) {
  const where = eq(partnerReferrals.partnerUserId, partner.id);
  const rows = await deps.db
    .select({
      id: partnerReferrals.id,
      companyName: users.companyName,
      referredAt: partnerReferrals.referredAt,
      linkName: partnerLinks.name,
      flag: partnerReferrals.flag,
      converted: sql<boolean>`EXISTS (SELECT 1 FROM ${partnerCommissions} c WHERE c.referral_id = ${partnerReferrals.id})`,
    })
    .from(partnerReferrals)
    .leftJoin(users, eq(users.id, partnerReferrals.referredUserId))
    .leftJoin(partnerLinks, eq(partnerLinks.id, partnerReferrals.linkId))
    .where(where)
    .orderBy(desc(partnerReferrals.referredAt), desc(partnerReferrals.id))
    .limit(AFFILIATE_PAGE_SIZE)
    .offset((input.page - 1) * AFFILIATE_PAGE_SIZE);
  const [total] = await deps.db.select({ n: count() }).from(partnerReferrals).where(where);
  return {
    data: rows.map((r) => ({
      id: r.id,
      company_name: r.companyName,
      referred_at: r.referredAt.toISOString(),
      link_name: r.linkName,
      flag: r.flag as ReferralFlag | null,
      converted: Boolean(r.converted),
    })),
    total: total?.n ?? 0,
    page: input.page,
    page_size: AFFILIATE_PAGE_SIZE,
  };
}

/** `admin.affiliate_referrals`: every attribution, newest first; `flagged` keeps only (or leaves out) flagged ones. */
export async function listReferralsForOperators(deps: Deps, input: { page: number; flagged?: boolean }) {
  const where = input.flagged === undefined ? undefined : input.flagged ? sql`${partnerReferrals.flag} IS NOT NULL` : sql`${partnerReferrals.flag} IS NULL`;
  const referred = alias(users, 'referred');
  const rows = await deps.db
    .select({ referral: partnerReferrals, partnerEmail: users.email, referredEmail: referred.email, companyName: referred.companyName, linkCode: partnerLinks.code })
    .from(partnerReferrals)
    .innerJoin(users, eq(users.id, partnerReferrals.partnerUserId))
    .leftJoin(referred, eq(referred.id, partnerReferrals.referredUserId))
    .leftJoin(partnerLinks, eq(partnerLinks.id, partnerReferrals.linkId))
    .where(where)
    .orderBy(desc(partnerReferrals.referredAt), desc(partnerReferrals.id))
    .limit(AFFILIATE_PAGE_SIZE)
    .offset((input.page - 1) * AFFILIATE_PAGE_SIZE);
  const [total] = await deps.db.select({ n: count() }).from(partnerReferrals).where(where);
  return {
    data: rows.map(({ referral: r, partnerEmail, referredEmail, companyName, linkCode }) => ({
      id: r.id,
      partner_user_id: r.partnerUserId,
      partner_email: partnerEmail,
      referred_user_id: r.referredUserId,
      referred_email: referredEmail,
      company_name: companyName,
      link_code: linkCode,
      referred_at: r.referredAt.toISOString(),
      flag: r.flag as ReferralFlag | null,
      flagged_at: r.flaggedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    page: input.page,
    page_size: AFFILIATE_PAGE_SIZE,
  };
}
