import type { z } from 'zod';
import type { signupRequest, updatePasswordRequest } from '@tradelink/shared/auth/auth';
import { initialServerStage } from '@tradelink/shared/rules/onboarding';
import { ACTIVATION_KEY_TTL_MS, RESET_KEY_TTL_MS } from '@tradelink/shared/constants/timing';
import { AUTH_RATE_LIMITS } from '@tradelink/shared/constants/limits';
import { emailDomain } from '@tradelink/shared/validation/patterns';
import type { AccountType } from '@tradelink/shared/constants/lists';
import type { MarketingParams } from '@tradelink/shared/marketing/params';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { Tx } from '../../db/client.ts';
import {
  findUserByEmail,
  insertBuyer,
  insertSupplier,
  insertUser,
  updateSupplier,
  updateUser,
  loadAccount,
  type UserRow,
} from '../account/account.repository.ts';
import { newBuyerIdentity, newSupplierIdentity } from '../account/identity.ts';
import { enqueueMail, countRecentMails } from '../mail/outbox.repository.ts';
import { accountExistsMail, activationMail, resetMail } from '../mail/templates.ts';
import { createAuthKey, retireAuthKeys, takeAuthKey } from './auth-keys.repository.ts';
import { clearLoginFailures, countLoginAttempt, emailHash } from './login-throttle.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './password.ts';
import { isFreeMailDomain } from './free-mail.ts';
import { ACTIVATION_MAILS_PER_ACCOUNT } from './rate-limits.ts';
import { deleteOtherSessions } from './session.repository.ts';
import { customerName } from '../account/account.presenter.ts';
import { refreshSearchIndex } from '../catalog/search-index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { attributeSignup } from '../affiliate/referrals.service.ts';
import { checkRfqReferences, insertRfqFor } from '../rfq/rfq.service.ts';
import { recordAction } from '../analytics/record-action.ts';

type SignupInput = z.output<typeof signupRequest>;

function checkPasswordStrength(field: string, password: string) {
  if (isCommonPassword(password)) throw fieldError(field, 'password_common');
}

/** Creates the buying or selling side of an account (its identity and, for sellers, Free quotas). */
export async function createAccountSide(tx: Tx, user: UserRow, type: AccountType, companyName: string | null) {
  if (type === 'Buyer') {
    const buyer = await insertBuyer(tx, { userId: user.id, identity: newBuyerIdentity() });
    await refreshSearchIndex(tx, 'buyers', [buyer.id]);
    return buyer;
  }
  const supplier = await insertSupplier(
    tx,
    { userId: user.id, identity: newSupplierIdentity(), companyName: companyName ?? customerName(user), country: user.fdCountry },
  );
  await refreshSearchIndex(tx, 'suppliers', [supplier.id]);
  return supplier;
}

function activationLink(deps: Deps, type: AccountType, key: string) {
  const page = type === 'Buyer' ? '/activate-account-buyer' : '/activate-account';
  return `${deps.env.appUrl}${page}?key=${encodeURIComponent(key)}`;
}

/**
 * `marketing`: the visitor's stored marketing cookies (utm_*, referral), kept on the user for attribution.
 *
 * An address that already has an account gets the same answer as a new one (so signup cannot tell
 * anyone which addresses are registered), and its owner gets a mail saying so instead of an
 * activation link. The password is hashed either way, so the answer takes as long.
 */
export async function signup(deps: Deps, input: SignupInput, lang: string, marketing: MarketingParams | null = null) {
  checkPasswordStrength('password', input.password);
  const passwordHash = await hashPassword(input.password);
  const isFreeMail = isFreeMailDomain(emailDomain(input.email));
  const answer = (rfqId?: number) => ({ email: input.email, account_type: input.account_type, is_free_mail: isFreeMail, activation_required: true as const, rfq_id: rfqId });
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) {
    await tellOwnerOfTakenAddress(deps, existing);
    return answer();
  }
  const language = input.language ?? lang;
  // A quick RFQ is posted with a buyer account only, without files (guests cannot upload).
  const quickRfq = input.quick_rfq && input.account_type === 'Buyer' ? { ...input.quick_rfq, attachment_ids: [] } : undefined;
  if (quickRfq) await checkRfqReferences(deps.db, quickRfq);
  let rfqId: number | undefined;
  let posted: { buyerId: string; actor: { id: string; fdCountry: string | null } } | undefined;

  try {
    await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name ?? null,
        companyName: input.company_name ?? null,
        fdCountry: input.fd_country,
        customerPhone: input.customer_phone ?? null,
        position: input.position ?? null,
        language,
        accountType: input.account_type,
        isFreeMail,
        onboardStage: initialServerStage(input.account_type),
        marketing,
      });
      // The last partner link the visitor followed earns its partner this account (decision 030).
      await attributeSignup(tx, user, marketing);
      const side = await createAccountSide(tx, user, input.account_type, input.company_name ?? null);
      if (quickRfq) {
        const owner = { userId: user.id, buyerId: side.id, email: user.email, firstName: user.firstName, language };
        rfqId = (await insertRfqFor(deps, tx, owner, quickRfq)).id;
        posted = { buyerId: side.id, actor: { id: user.id, fdCountry: user.fdCountry } };
      }
      const key = await createAuthKey(tx, user.id, 'activate', ACTIVATION_KEY_TTL_MS);
      await enqueueMail(
        tx,
        activationMail({
          to: user.email,
          userId: user.id,
          name: user.firstName,
          language,
          link: activationLink(deps, input.account_type, key),
          accountType: input.account_type,
        }),
      );
    });
  } catch (error) {
    // Two signups racing for one address: the unique index decides; the loser is answered like the rest.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findUserByEmail(deps.db, input.email);
    if (winner) await tellOwnerOfTakenAddress(deps, winner);
    return answer();
  }
  deps.mail.kick();
  if (posted && rfqId) recordAction(deps, 'rfq_posted', { buyerId: posted.buyerId, rfqId, actor: posted.actor });
  return answer(rfqId);
}

/** Mails the owner of an address someone tried to sign up with; a few a day at most (silently). */
async function tellOwnerOfTakenAddress(deps: Deps, user: UserRow) {
  if (user.status === 'suspended') return;
  const { max, windowMs } = AUTH_RATE_LIMITS.accountExistsMailsPerAccount;
  await deps.db.transaction(async (tx) => {
    if ((await countRecentMails(tx, user.id, 'accountExists', new Date(Date.now() - windowMs))) >= max) return;
    await enqueueMail(tx, accountExistsMail({ to: user.email, userId: user.id, name: user.firstName, language: user.language, link: `${deps.env.appUrl}/login` }));
  });
  deps.mail.kick();
}

export async function activate(deps: Deps, key: string) {
  return deps.db.transaction(async (tx) => {
    const row = await takeAuthKey(tx, key, 'activate');
    const account = await loadAccount(tx, row.userId);
    if (!account) throw new AppError('KEY_INVALID');
    const { user, supplier } = account;
    if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');
    // Confirming a company-domain address proves the work email; free-mail addresses stay unverified.
    const workEmail = !user.isFreeMail;
    await updateUser(tx, user.id, { status: 'active', activatedAt: new Date(), isVerifiedWorkEmail: workEmail || user.isVerifiedWorkEmail });
    if (supplier && workEmail && supplier.verificationLevel < 2) {
      await updateSupplier(tx, supplier.id, { verificationLevel: 2, lastVerifiedAt: new Date() });
    }
    return { email: user.email, account_type: user.accountType as AccountType };
  });
}

export async function login(deps: Deps, email: string, password: string): Promise<UserRow> {
  // Counted per login address before the password is checked (login-throttle.ts).
  await countLoginAttempt(deps.db, email);
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
  await clearLoginFailures(deps.db, email);
  if (user.status === 'pending_activation') throw new AppError('ACCOUNT_NOT_ACTIVE');
  if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');
  await updateUser(deps.db, user.id, { lastLoginAt: new Date(), lastActiveAt: new Date() });
  return user;
}

/**
 * Mails a reset link. Known and unknown addresses get the same answer and the same limit (counted per
 * address asked for), so the call cannot probe accounts. A new link retires every older one.
 */
export async function requestPasswordReset(deps: Deps, email: string) {
  const { max, windowMs } = AUTH_RATE_LIMITS.resetMailsPerAccount;
  await enforceRateLimit(deps.rateLimiter, `reset-mail:${emailHash(email)}`, max, windowMs);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status === 'suspended') return;
  await deps.db.transaction(async (tx) => {
    // The limiter lives in memory without Redis: the stored mails still cap a restarted process.
    if ((await countRecentMails(tx, user.id, 'reset', new Date(Date.now() - windowMs))) >= max) return;
    await retireAuthKeys(tx, user.id, 'reset');
    const key = await createAuthKey(tx, user.id, 'reset', RESET_KEY_TTL_MS);
    await enqueueMail(
      tx,
      resetMail({
        to: user.email,
        userId: user.id,
        name: user.firstName,
        language: user.language,
        link: `${deps.env.appUrl}/update-password?key=${encodeURIComponent(key)}`,
      }),
    );
  });
  deps.mail.kick();
}

/**
 * `auth.resend_activation`: a new activation link for an account that signed up and has not
 * activated yet. Every address gets the same answer (unknown, already active, suspended, or
 * limited by the account's stored mails alike), so the call cannot tell who has an account; the
 * per-address limit applies to every address asked for. Earlier links keep working until they expire.
 */
export async function resendActivation(deps: Deps, email: string) {
  const { max, windowMs } = ACTIVATION_MAILS_PER_ACCOUNT;
  await enforceRateLimit(deps.rateLimiter, `activation-mail:${emailHash(email)}`, max, windowMs);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status !== 'pending_activation') return;
  const accountType: AccountType = user.accountType === 'Seller' ? 'Seller' : 'Buyer';
  await deps.db.transaction(async (tx) => {
    if ((await countRecentMails(tx, user.id, 'activation', new Date(Date.now() - windowMs))) >= max) return;
    const key = await createAuthKey(tx, user.id, 'activate', ACTIVATION_KEY_TTL_MS);
    await enqueueMail(
      tx,
      activationMail({ to: user.email, userId: user.id, name: user.firstName, language: user.language, link: activationLink(deps, accountType, key), accountType }),
    );
  });
  deps.mail.kick();
}

/**
 * Sets a new password from a reset link and ends every other session of the account, with the
 * sockets those sessions opened (after the commit).
 */
export async function updatePassword(deps: Deps, input: z.output<typeof updatePasswordRequest>, currentSessionId: string | null) {
  checkPasswordStrength('new_password', input.new_password);
  const passwordHash = await hashPassword(input.new_password);
  const ended = await deps.db.transaction(async (tx) => {
    const row = await takeAuthKey(tx, input.key, 'reset');
    const account = await loadAccount(tx, row.userId);
    if (!account) throw new AppError('KEY_INVALID');
    // The link proves the mailbox, so a not-yet-activated account becomes active too.
    const activation = account.user.status === 'pending_activation' ? { status: 'active', activatedAt: new Date() } : {};
    await updateUser(tx, row.userId, { passwordHash, ...activation });
    // Older links die with this one, and the owner who proved the mailbox is not locked out.
    await retireAuthKeys(tx, row.userId, 'reset');
    await clearLoginFailures(tx, account.user.email);
    return deleteOtherSessions(tx, row.userId, currentSessionId);
  });
  deps.realtime.endSessions(ended);
}
