import type { z } from 'zod';
import type { updateCustomerProfileRequest, updateSupplierProfileRequest } from '@tradelink/shared/account/profile';
import type { ServerOnboardingStage } from '@tradelink/shared/rules/onboarding';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { loadAccount, updateSupplier, updateUser, type AccountRows } from './account.repository.ts';
import { presentProfile, presentUser } from './account.presenter.ts';
import { issueChatToken } from './chat-token.ts';
import { refreshSearchIndex } from '../catalog/search-index.ts';

async function requireAccount(deps: Deps, userId: string): Promise<AccountRows> {
  const account = await loadAccount(deps.db, userId);
  if (!account) throw new AppError('UNAUTHORIZED');
  return account;
}

export async function getMe(deps: Deps, userId: string, sessionId: string | null) {
  const account = await requireAccount(deps, userId);
  const secret = deps.env.SESSION_SECRET;
  // Chat tokens belong to a login session (see chat-token.ts); without one there is nothing to name.
  const [buyer, supplier] = await Promise.all([
    account.buyer && sessionId ? issueChatToken(secret, account.buyer.identity, userId, sessionId) : null,
    account.supplier && sessionId ? issueChatToken(secret, account.supplier.identity, userId, sessionId) : null,
  ]);
  return presentUser(account, { buyer, supplier });
}

export async function getProfile(deps: Deps, userId: string) {
  return presentProfile(await requireAccount(deps, userId));
}

export async function updateCustomerProfile(deps: Deps, userId: string, input: z.output<typeof updateCustomerProfileRequest>) {
  await updateUser(deps.db, userId, {
    title: input.title ?? null,
    firstName: input.first_name,
    lastName: input.last_name || null,
    companyName: input.company_name || null,
    fdCountry: input.fd_country,
    customerPhone: input.customer_phone || null,
    position: input.position,
    businessType: input.business_type || null,
    website: input.website || null,
    sourcingInterests: input.sourcing_interests || null,
    ...(input.language ? { language: input.language } : {}),
    ...(input.currency ? { currency: input.currency } : {}),
  });
  const account = await loadAccount(deps.db, userId);
  if (account?.buyer) await refreshSearchIndex(deps.db, 'buyers', [account.buyer.id]);
  return getProfile(deps, userId);
}

/** Only an account with a selling side may change a company profile; it changes only its own. */
export async function updateSupplierProfile(deps: Deps, userId: string, input: z.output<typeof updateSupplierProfileRequest>) {
  const account = await requireAccount(deps, userId);
  if (!account.supplier) throw new AppError('FORBIDDEN');
  await deps.db.transaction(async (tx) => {
    await updateSupplier(tx, account.supplier!.id, {
      companyName: input.company_name,
      country: input.fd_country,
      businessType: input.business_type,
      annualRevenue: input.annual_revenue || null,
      numEmployees: input.num_employees || null,
      yearEstablished: input.year_established ?? null,
      website: input.website || null,
      description: input.company_description || null,
      mainProducts: input.main_products || null,
      address: input.address || null,
      city: input.city || null,
    });
    await refreshSearchIndex(tx, 'suppliers', [account.supplier!.id]);
    await updateUser(tx, userId, {
      companyName: input.company_name,
      fdCountry: input.fd_country,
      ...(input.customer_phone !== undefined ? { customerPhone: input.customer_phone } : {}),
    });
  });
  return getProfile(deps, userId);
}

const BUYER_STAGES: ServerOnboardingStage[] = ['PROFILE', 'PROFILE_BUYER', 'RFQ', 'VERIFY', 'DONE'];
const SELLER_STAGES: ServerOnboardingStage[] = ['PROFILE', 'PROFILE_SUPPLIER', 'PRODUCT', 'VERIFY', 'DONE'];

/** Persists the onboarding stage; a stage of the other account type is refused. */
export async function setOnboardStage(deps: Deps, userId: string, stage: ServerOnboardingStage, sessionId: string | null) {
  const account = await requireAccount(deps, userId);
  const allowed = account.user.accountType === 'Seller' ? SELLER_STAGES : BUYER_STAGES;
  if (!allowed.includes(stage)) throw fieldError('stage', 'invalid');
  await updateUser(deps.db, userId, { onboardStage: stage });
  return getMe(deps, userId, sessionId);
}
