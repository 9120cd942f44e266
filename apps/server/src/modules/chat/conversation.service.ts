import { hasBenefit } from '@tradelink/shared/rules/plans';
import { CHAT_NEW_CONVERSATIONS_PER_DAY, type ChatConversation } from '@tradelink/shared/chat/chat';
import type { Language } from '@tradelink/shared/constants/languages';
import { pairIdentities } from '@tradelink/shared/rules/chat-gate';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { spendQuota } from '../wallet/wallet.repository.ts';
import * as repo from './chat.repository.ts';
import { presentConversation } from './chat.presenter.ts';
import { loadCaller, ownIdentities, requireParticipation, type Caller } from './caller.ts';
import { emitConversationCreated, type ChatContext } from './chat-events.ts';
import { findActiveParticipant, findParticipants } from './participant.repository.ts';

// Conversations: the two sides' lists, one conversation, finding and opening one.

const DAY_MS = 86_400_000;

/** A conversation as `side` sees it, with both participants' cards. */
export async function presentById(db: Tx, id: string, side: repo.Side, lang: Language): Promise<ChatConversation> {
  const view = await repo.conversationView(db, id, side);
  if (!view) throw new AppError('NOT_FOUND');
  const people = await findParticipants(db, [String(view.buyer_identity), String(view.supplier_identity)]);
  return presentConversation(view, side, people, lang);
}

/**
 * `chat.get_customer_conversations` / `chat.get_farm_conversations`: the caller's conversations on
 * one side, most recent activity first. An account without that side has none (an empty list, so
 * the screen shows its empty state). Participants of the whole page load in one query.
 */
export async function listConversations(ctx: ChatContext, user: SessionUser, side: repo.Side, page: { limit: number; offset: number }, lang: Language) {
  const { db } = ctx.deps;
  const caller = await loadCaller(db, user);
  const owner = side === 'buyer' ? caller.buyer : caller.supplier;
  if (!owner) return [];
  const views = await repo.listConversationViews(db, side, owner.id, owner.identity, page.limit, page.offset);
  const people = await findParticipants(db, views.flatMap((v) => [String(v.buyer_identity), String(v.supplier_identity)]));
  return views.map((v) => presentConversation(v, side, people, lang));
}

/**
 * A conversation without a message is its creator's alone: the counterpart learns of it with the
 * first message (as the lists already do), so merely opening one tells the other side nothing.
 */
const shownTo = (row: repo.ConversationRow, me: string) => row.lastMessageIndex > 0 || row.createdBy === me;

/** `chat.get_conversation`: 404 for anyone else's, and for the counterpart's while it has no message. */
export async function getConversation(ctx: ChatContext, user: SessionUser, id: string, lang: Language) {
  const caller = await loadCaller(ctx.deps.db, user);
  const part = await requireParticipation(ctx.deps.db, caller, id);
  if (!shownTo(part.row, part.me)) throw new AppError('NOT_FOUND');
  return presentById(ctx.deps.db, id, part.side, lang);
}

/**
 * The pair the caller asks about: `identity` must be one of the caller's own (403 otherwise); the
 * pair must be one buyer and one supplier; the counterpart must not be the caller's other side.
 */
function checkPair(caller: Caller, identity: string, counterpart: string) {
  const own = ownIdentities(caller);
  if (!own.includes(identity)) throw new AppError('FORBIDDEN');
  const pair = pairIdentities(identity, counterpart);
  if (!pair.ok) throw new AppError(pair.error);
  if (own.includes(counterpart)) throw new AppError('CHAT_SELF');
  return { ...pair, side: (identity === pair.buyer ? 'buyer' : 'supplier') as repo.Side };
}

/** `chat.find_conversation`: the caller's conversation with a counterpart, or null (also while only the counterpart opened it). */
export async function findConversation(ctx: ChatContext, user: SessionUser, input: { identity: string; counterpart: string }, lang: Language) {
  const { db } = ctx.deps;
  const pair = checkPair(await loadCaller(db, user), input.identity, input.counterpart);
  const row = await repo.findByUniqueName(db, pair.uniqueName);
  return row && shownTo(row, input.identity) ? presentById(db, row.id, pair.side, lang) : null;
}

/**
 * `chat.create_conversation`: opens the conversation between the caller's identity and an active
 * counterpart, or returns the one that exists (nothing is charged twice; the caller asked to talk
 * to that counterpart, so an empty one the counterpart opened is handed over as it is, to write
 * the first message into). Only the creator hears of a new one. A supplier opening one needs
 * "connect with buyers" (403 PLAN_REQUIRED on Free) and spends a conversation_quota (ledger reason `chat_unlock`, ref `start:<unique name>`); a buyer may
 * open CHAT_NEW_CONVERSATIONS_PER_DAY in any 24 hours. Two concurrent creates of one pair meet on
 * the unique name: one inserts (and pays), the other returns that row.
 */
export async function createConversation(ctx: ChatContext, user: SessionUser, input: { identity: string; counterpart: string }, lang: Language) {
  const { db } = ctx.deps;
  const caller = await loadCaller(db, user);
  const pair = checkPair(caller, input.identity, input.counterpart);
  const existing = await repo.findByUniqueName(db, pair.uniqueName);
  if (existing) return presentById(db, existing.id, pair.side, lang);
  const counterpart = await findActiveParticipant(db, input.counterpart);
  if (!counterpart) throw new AppError('NOT_FOUND');

  // Starting a conversation with a buyer is "connect with buyers" (decision 019); answering one a
  // buyer opened is free (that conversation exists and was returned above).
  const supplier = caller.supplier;
  if (pair.side === 'supplier' && supplier && !hasBenefit({ plan_name: supplier.planName, end_date: supplier.planEndDate }, 'connect_buyers')) throw new AppError('PLAN_REQUIRED');
  const buyerId = pair.side === 'buyer' ? caller.buyer!.id : String(counterpart.side_id);
  const supplierId = pair.side === 'supplier' ? caller.supplier!.id : String(counterpart.side_id);
  const created = await db.transaction(async (tx) => {
    if (pair.side === 'buyer') await checkBuyerRate(tx, buyerId, pair.buyer);
    const row = await repo.insertConversation(tx, {
      uniqueName: pair.uniqueName,
      buyerId,
      supplierId,
      buyerIdentity: pair.buyer,
      supplierIdentity: pair.supplier,
      createdBy: input.identity,
    });
    if (!row) return null;
    if (pair.side === 'supplier') {
      const left = await spendQuota(tx, supplierId, 'conversation_quota', 'chat_unlock', `start:${pair.uniqueName}`);
      if (left === null) throw new AppError('CONVERSATION_QUOTA_EXCEEDED');
    }
    return row;
  });
  if (created) emitConversationCreated(ctx, created);
  const row = created ?? (await repo.findByUniqueName(db, pair.uniqueName));
  if (!row) throw new AppError('CONFLICT');
  return presentById(db, row.id, pair.side, lang);
}

/** A buyer's new conversations in the last 24 hours; the buyer row lock counts parallel creates one by one. */
async function checkBuyerRate(tx: Tx, buyerId: string, buyerIdentity: string) {
  await repo.lockBuyer(tx, buyerId);
  const now = Date.now();
  const starts = await repo.buyerStartsSince(tx, buyerId, buyerIdentity, new Date(now - DAY_MS));
  if (starts.count < CHAT_NEW_CONVERSATIONS_PER_DAY) return;
  const seconds = Math.max(1, Math.ceil(((starts.oldest?.getTime() ?? now) + DAY_MS - now) / 1000));
  throw new AppError('RATE_LIMITED', { params: { seconds }, headers: { 'Retry-After': String(seconds) } });
}
