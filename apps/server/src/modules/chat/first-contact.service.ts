import type { Language } from '@tradelink/shared/constants/languages';
import { CHAT_ACCEPT_TEXT, CHAT_REJECT_TEXT } from '@tradelink/shared/rules/chat-gate';
import { hasBenefit } from '@tradelink/shared/rules/plans';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { spendQuota } from '../wallet/wallet.repository.ts';
import * as repo from './chat.repository.ts';
import { identityName } from './chat.presenter.ts';
import { loadCaller, requireParticipation } from './caller.ts';
import { emitConversationChanged, messagesLink, notifyQuietly, publishMessage, publishQuietly, type ChatContext } from './chat-events.ts';
import { loadGateFacts, statusOf } from './conversation-gate.ts';
import { presentById } from './conversation.service.ts';
import { findParticipants } from './participant.repository.ts';
import { noteSupplierAnswered } from '../analytics/response-figures.service.ts';

// The first-contact gate's two actions: the receiver decides (accept or reject), and a supplier
// waiting on its own first message unlocks the chat.

/**
 * `chat.decide_first_contact`: only the receiver of a pending first contact (409 CHAT_NOT_PENDING
 * once decided, 403 for the waiting sender). The fixed message is stored like any message (next
 * index, same lock) and the marker records the decision. The first sender is told of an acceptance
 * by a notification written in the same transaction.
 */
export async function decideFirstContact(ctx: ChatContext, user: SessionUser, input: { conversation_id: string; decision: 'accept' | 'reject' }, lang: Language) {
  const { db } = ctx.deps;
  const part = await requireParticipation(db, await loadCaller(db, user), input.conversation_id);
  const people = await findParticipants(db, [part.me, part.other]);
  const accept = input.decision === 'accept';

  const outcome = await db.transaction(async (tx) => {
    const row = await repo.lockConversation(tx, part.row.id);
    const facts = await loadGateFacts(tx, row);
    if (statusOf(facts) !== 'pending') throw new AppError('CHAT_NOT_PENDING');
    if (facts.firstSender === part.me || facts.firstSender === null) throw new AppError('FORBIDDEN');
    const now = new Date();
    const index = row.lastMessageIndex + 1;
    const message = await repo.insertMessage(tx, {
      conversationId: row.id,
      index,
      author: part.me,
      kind: accept ? 'accept' : 'reject',
      body: accept ? CHAT_ACCEPT_TEXT : CHAT_REJECT_TEXT,
      attributes: { embed: null, hidden: [] },
      clientId: null,
    });
    await repo.advanceConversation(tx, row.id, part.side, index, { blockMarker: accept ? 'accepted' : 'rejected', blockTimestamp: now, firstSender: facts.firstSender });
    const sender = people.get(facts.firstSender);
    const me = people.get(part.me);
    const notice =
      accept && sender && me
        ? await notifyQuietly(ctx, tx, {
            userId: String(sender.user_id),
            type: 'first_contact_accepted',
            side: part.side === 'buyer' ? 'supplier' : 'buyer',
            params: { name: identityName(me) },
            link: messagesLink(part.side === 'buyer' ? 'supplier' : 'buyer', row.id),
          })
        : null;
    return { row, message, notice };
  });

  publishMessage(ctx, outcome.row, outcome.message, { notifyOffline: !accept });
  // A supplier accepting (an answer) or declining a buyer's first contact moves its response figures (decision 033).
  if (part.side === 'supplier') await noteSupplierAnswered(db, outcome.row.supplierId, ctx.log);
  emitConversationChanged(ctx, outcome.row);
  publishQuietly(ctx, [outcome.notice]);
  return presentById(db, outcome.row.id, part.side, lang);
}

/**
 * `chat.unlock_chat`: the supplier who sent the first message and waits for an answer may follow
 * up before it. It needs a plan with "full connection" and spends one conversation_quota (ledger
 * reason `chat_unlock`, ref `unlock:<conversation id>`). Unlocking twice is free.
 */
export async function unlockChat(ctx: ChatContext, user: SessionUser, conversationId: string, lang: Language) {
  const { db } = ctx.deps;
  const caller = await loadCaller(db, user);
  const part = await requireParticipation(db, caller, conversationId);
  if (part.side !== 'supplier' || !caller.supplier) throw new AppError('FORBIDDEN');
  const supplier = caller.supplier;

  const changed = await db.transaction(async (tx) => {
    const row = await repo.lockConversation(tx, part.row.id);
    if (row.unlockedAt) return false;
    const facts = await loadGateFacts(tx, row);
    if (statusOf(facts) !== 'pending') throw new AppError('CHAT_NOT_PENDING');
    if (facts.firstSender !== part.me) throw new AppError('FORBIDDEN');
    if (!hasBenefit({ plan_name: supplier.planName, end_date: supplier.planEndDate }, 'full_connection')) throw new AppError('CHAT_PLAN_REQUIRED');
    const left = await spendQuota(tx, supplier.id, 'conversation_quota', 'chat_unlock', `unlock:${row.id}`);
    if (left === null) throw new AppError('CONVERSATION_QUOTA_EXCEEDED');
    await repo.updateGate(tx, row.id, { unlockedAt: new Date() });
    return true;
  });
  if (changed) emitConversationChanged(ctx, part.row);
  return presentById(db, part.row.id, part.side, lang);
}
