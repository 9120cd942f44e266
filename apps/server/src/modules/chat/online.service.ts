import { CHAT_ONLINE_WINDOW_MS, type ChatParticipant } from '@tradelink/shared/chat/chat';
import type { Language } from '@tradelink/shared/constants/languages';
import { pairIdentities } from '@tradelink/shared/rules/chat-gate';
import { hasBenefit } from '@tradelink/shared/rules/plans';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { presentParticipant } from './chat.presenter.ts';
import { loadCaller } from './caller.ts';
import { findByUniqueName } from './chat.repository.ts';
import type { ChatContext } from './chat-events.ts';
import { findActiveParticipant, onlineBuyers, onlineSuppliers, touchLastActive } from './participant.repository.ts';

// Who is online (the chat's "online" tab), identity cards, and the caller's own presence.

type Page = { limit: number; offset: number };
const since = () => new Date(Date.now() - CHAT_ONLINE_WINDOW_MS);

/** `chat.get_online_farms`: suppliers online now, featured first; any logged-in user may look. */
export async function onlineFarms(ctx: ChatContext, user: SessionUser, page: Page, lang: Language) {
  const caller = await loadCaller(ctx.deps.db, user);
  const { items, total } = await onlineSuppliers(ctx.deps.db, since(), caller.supplier?.identity ?? null, page.limit, page.offset);
  return { data: items.map((r) => presentParticipant(r, lang, Date.now(), 'public')), total, locked: false };
}

/**
 * `chat.get_online_customers`: buyers online now, for suppliers (403 SUPPLIER_ONLY otherwise). A
 * plan without "connect with buyers" sees how many there are but not who (`locked`).
 */
export async function onlineCustomers(ctx: ChatContext, user: SessionUser, page: Page, lang: Language) {
  const caller = await loadCaller(ctx.deps.db, user);
  const supplier = caller.supplier;
  if (!supplier) throw new AppError('SUPPLIER_ONLY');
  const locked = !hasBenefit({ plan_name: supplier.planName, end_date: supplier.planEndDate }, 'connect_buyers');
  const { items, total } = await onlineBuyers(ctx.deps.db, since(), caller.buyer?.identity ?? null, page.limit, page.offset, locked);
  return { data: items.map((r) => presentParticipant(r, lang, Date.now(), 'public')), total, locked };
}

/**
 * `chat.get_identity_profile`: the public card of an active identity (404 otherwise). A buyer's
 * presence is what the "connect with buyers" benefit sells (the online buyers list): it shows only
 * to the buyer, to a supplier whose plan has it, and to a supplier already in a conversation with
 * that buyer; anyone else sees the buyer as offline, with no last activity.
 */
export async function identityProfile(ctx: ChatContext, user: SessionUser, identity: string, lang: Language): Promise<ChatParticipant> {
  const { db } = ctx.deps;
  const row = await findActiveParticipant(db, identity);
  if (!row) throw new AppError('NOT_FOUND');
  const card = presentParticipant(row, lang, Date.now(), 'public');
  if (row.side !== 'buyer' || (await seesBuyerPresence(ctx, user, identity))) return card;
  return { ...card, is_online: false, last_active: null };
}

async function seesBuyerPresence(ctx: ChatContext, user: SessionUser, buyerIdentity: string): Promise<boolean> {
  const caller = await loadCaller(ctx.deps.db, user);
  if (caller.buyer?.identity === buyerIdentity) return true;
  const supplier = caller.supplier;
  if (!supplier) return false;
  if (hasBenefit({ plan_name: supplier.planName, end_date: supplier.planEndDate }, 'connect_buyers')) return true;
  const pair = pairIdentities(buyerIdentity, supplier.identity);
  if (!pair.ok) return false;
  // Known to the supplier: it has a message, or the supplier opened it (as the lists show it).
  const conversation = await findByUniqueName(ctx.deps.db, pair.uniqueName);
  return conversation !== null && (conversation.lastMessageIndex > 0 || conversation.createdBy === supplier.identity);
}

/** `chat.update_last_active`: the caller is active now. */
export async function updateLastActive(ctx: ChatContext, user: SessionUser) {
  const at = await touchLastActive(ctx.deps.db, [user.id]);
  return { last_active: (at ?? new Date()).toISOString() };
}
