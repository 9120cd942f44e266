import { describe, expect, it } from 'vitest';
import type { ChatConversation, ChatMessage } from '@tradelink/shared/chat/chat';
import { ownReadMoved, patchPages, withMessage, withRead, withReceipt } from './conversation-cache.ts';
import type { ConversationPages } from './conversations-query.ts';

const conv = (id: string, over: Partial<ChatConversation> = {}): ChatConversation => ({
  conversation_sid: id,
  unique_name: `BUR1|SUP${id}`,
  date_updated: '2026-03-01T10:00:00Z',
  my_identity: 'BUR1',
  last_message_index: 3,
  last_read_message_index: 3,
  unread_messages_count: 0,
  unreadMessagesCount: 0,
  counterpart_delivered_index: 3,
  counterpart_read_index: 2,
  is_owned_conversation: true,
  isFarmChat: false,
  participants: [],
  lastMessage: null,
  customerDetail: null,
  supplierDetail: null,
  attributes: { chatBlockStatus: 'accepted', chatBlockTimestamp: null },
  gate: { status: 'accepted', first_sender: 'BUR1', unlocked: false, can_send: true, can_decide: false, can_unlock: false },
  ...over,
});

const msg = (index: number, author: string): ChatMessage => ({
  conversation_id: 'a',
  index,
  author,
  kind: 'text',
  body: `m${index}`,
  attributes: { embed: null, hidden: [] },
  client_id: null,
  date_created: '2026-03-02T10:00:00Z',
});

describe('withMessage', () => {
  it('a message from the counterpart becomes the last one and counts as unread', () => {
    const next = withMessage(conv('a'), msg(4, 'SUPa'), false);
    expect(next.lastMessage?.index).toBe(4);
    expect(next.last_message_index).toBe(4);
    expect(next.unread_messages_count).toBe(1);
    expect(next.unreadMessagesCount).toBe(1);
  });

  it('is read at once while the conversation is open on a visible page', () => {
    const next = withMessage(conv('a', { unread_messages_count: 2 }), msg(4, 'SUPa'), true);
    expect(next.unread_messages_count).toBe(0);
    expect(next.last_read_message_index).toBe(4);
  });

  it('the caller’s own message adds nothing unread', () => {
    expect(withMessage(conv('a'), msg(4, 'BUR1'), false).unread_messages_count).toBe(0);
  });

  it('a message already counted (a second delivery) changes nothing', () => {
    const c = conv('a', { unread_messages_count: 1 });
    expect(withMessage(c, msg(3, 'SUPa'), false)).toBe(c);
  });
});

describe('receipts', () => {
  it('the counterpart’s receipt moves the ticks forward, never back', () => {
    const c = withReceipt(conv('a'), { conversation_id: 'a', identity: 'SUPa', delivered_index: 5, read_index: 4 });
    expect([c.counterpart_delivered_index, c.counterpart_read_index]).toEqual([5, 4]);
    const older = withReceipt(c, { conversation_id: 'a', identity: 'SUPa', delivered_index: 1, read_index: 1 });
    expect([older.counterpart_delivered_index, older.counterpart_read_index]).toEqual([5, 4]);
  });

  it('the caller’s own receipt (read on another tab) clears the unread count, not the counterpart’s ticks', () => {
    const c = conv('a', { last_message_index: 5, last_read_message_index: 3, unread_messages_count: 2 });
    const own = (read: number) => ({ conversation_id: 'a', identity: 'BUR1', delivered_index: 5, read_index: read });
    expect(ownReadMoved(c, own(5))).toBe(true);
    const read = withReceipt(c, own(5));
    expect([read.last_read_message_index, read.unread_messages_count]).toEqual([5, 0]);
    expect([read.counterpart_delivered_index, read.counterpart_read_index]).toEqual([3, 2]);
    // Part of the way: the read index moves, the count waits for the next fetch.
    expect(withReceipt(c, own(4)).last_read_message_index).toBe(4);
    // Old news (a delivered receipt carries the read index unchanged) changes nothing.
    expect(ownReadMoved(c, own(3))).toBe(false);
    expect(withReceipt(c, own(3))).toBe(c);
  });

  it('reading clears the unread count', () => {
    const c = withRead(conv('a', { unread_messages_count: 4, last_read_message_index: 1 }), 5);
    expect([c.unread_messages_count, c.unreadMessagesCount, c.last_read_message_index]).toEqual([0, 0, 5]);
  });
});

describe('patchPages', () => {
  const pages: ConversationPages = { pages: [[conv('a'), conv('b')], [conv('c')]], pageParams: [0, 20] };

  it('moves a conversation with new activity to the top', () => {
    const next = patchPages(pages, 'c', (c) => withMessage(c, msg(4, 'SUPc'), false), true);
    expect(next.pages.map((p) => p.map((c) => c.conversation_sid))).toEqual([['c', 'a', 'b'], []]);
    expect(next.pages[0]![0]!.unread_messages_count).toBe(1);
  });

  it('patches in place without moving when asked', () => {
    const next = patchPages(pages, 'b', (c) => withRead(c, 3), false);
    expect(next.pages[0]!.map((c) => c.conversation_sid)).toEqual(['a', 'b']);
    expect(next.pages[1]).toBe(pages.pages[1]);
  });

  it('leaves the lists alone when they do not hold the conversation', () => {
    expect(patchPages(pages, 'zzz', (c) => c, true)).toBe(pages);
  });
});
