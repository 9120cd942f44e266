import crypto from 'node:crypto';
import { CHAT_ACCEPT_TEXT, CHAT_REJECT_TEXT } from '@tradelink/shared/rules/chat-gate';
import { chatMessages, conversations, inquiries, inquiryMessages } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helper.ts';

// Inquiries and chats written straight to their tables with chosen times, so the response figures
// (decision 033, kept by the triggers of migration 0027) can be checked against a scripted history.

export interface Party {
  /** buyers.id or suppliers.id */
  id: string;
  userId: string;
  identity: string;
}

const MINUTE = 60_000;
export const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);
export const hoursAgo = (hours: number, now = Date.now()) => new Date(now - hours * 60 * MINUTE);
export const daysAgo = (days: number, now = Date.now()) => hoursAgo(days * 24, now);

/**
 * An inquiry sent at `at` (by the buyer unless `outreach`), and the supplier's replies `replies`
 * minutes after it (and the buyer's follow-ups, which answer nothing).
 */
export async function inquiryAt(t: TestApp, buyer: Party, supplier: Party, at: Date, options: { replies?: number[]; outreach?: boolean; buyerFollowUps?: number[] } = {}) {
  const db = t.database.db;
  const [row] = await db
    .insert(inquiries)
    .values({
      buyerId: buyer.id,
      supplierId: supplier.id,
      direction: options.outreach ? 'supplier_to_buyer' : 'buyer_to_supplier',
      subject: `Enquiry ${crypto.randomBytes(3).toString('hex')}`,
      createdAt: at,
      lastMessageAt: at,
    })
    .returning({ id: inquiries.id });
  const id = row!.id;
  const first = options.outreach ? { authorUserId: supplier.userId, authorSide: 'supplier' as const } : { authorUserId: buyer.userId, authorSide: 'buyer' as const };
  await db.insert(inquiryMessages).values({ inquiryId: id, ...first, body: 'We need 2,000 units a quarter.', createdAt: at });
  for (const minutes of options.buyerFollowUps ?? []) {
    await db.insert(inquiryMessages).values({ inquiryId: id, authorUserId: buyer.userId, authorSide: 'buyer', body: 'Any news?', createdAt: minutesAfter(at, minutes) });
  }
  for (const minutes of options.replies ?? []) {
    await db.insert(inquiryMessages).values({ inquiryId: id, authorUserId: supplier.userId, authorSide: 'supplier', body: 'Here is our price list.', createdAt: minutesAfter(at, minutes) });
  }
  return id;
}

export interface ChatStep {
  by: 'buyer' | 'supplier';
  /** Minutes after the first message. */
  after: number;
  kind?: 'text' | 'accept' | 'reject';
  /** Hidden from the counterpart. */
  hidden?: boolean;
}

/** A conversation whose first message is `first`'s at `at`, then `steps`. */
export async function chatAt(t: TestApp, buyer: Party, supplier: Party, at: Date, first: 'buyer' | 'supplier', steps: ChatStep[] = []) {
  const db = t.database.db;
  const [conversation] = await db
    .insert(conversations)
    .values({
      uniqueName: `${buyer.identity}|${supplier.identity}`,
      buyerId: buyer.id,
      supplierId: supplier.id,
      buyerIdentity: buyer.identity,
      supplierIdentity: supplier.identity,
      createdBy: first === 'buyer' ? buyer.identity : supplier.identity,
      firstSender: first === 'buyer' ? buyer.identity : supplier.identity,
      blockMarker: 'first-message',
      lastMessageIndex: steps.length + 1,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: conversations.id });
  const all: ChatStep[] = [{ by: first, after: 0 }, ...steps];
  await db.insert(chatMessages).values(
    all.map((step, i) => {
      const author = step.by === 'buyer' ? buyer.identity : supplier.identity;
      const other = step.by === 'buyer' ? supplier.identity : buyer.identity;
      const kind = step.kind ?? 'text';
      return {
        conversationId: conversation!.id,
        index: i + 1,
        author,
        kind,
        body: kind === 'accept' ? CHAT_ACCEPT_TEXT : kind === 'reject' ? CHAT_REJECT_TEXT : 'Hello, about your backpacks.',
        attributes: { embed: null, hidden: step.hidden ? [other] : [] },
        createdAt: minutesAfter(at, step.after),
      };
    }),
  );
  return conversation!.id;
}
