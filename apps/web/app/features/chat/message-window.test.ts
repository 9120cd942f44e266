import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@tradelink/shared/chat/chat';
import {
  applyIncoming,
  applyLatestPage,
  applyOlderPage,
  emptyWindow,
  hasGap,
  lastKnownIndex,
  loadedEmptyWindow,
  mergeMessages,
  upsertOutgoing,
  type MessageWindow,
  type OutgoingMessage,
} from './message-window.ts';

const msg = (index: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  conversation_id: 'c1',
  index,
  author: 'BUR1',
  kind: 'text',
  body: `message ${index}`,
  attributes: { embed: null, hidden: [] },
  client_id: null,
  date_created: new Date(Date.UTC(2026, 2, 2, 9, index)).toISOString(),
  ...over,
});

const pending = (clientId: string, body = 'hello'): OutgoingMessage => ({
  client_id: clientId,
  conversation_id: 'c1',
  body,
  status: 'sending',
  date_created: '2026-03-02T09:30:00Z',
});

const indexes = (w: Pick<MessageWindow, 'messages'>) => w.messages.map((m) => m.index);

describe('mergeMessages', () => {
  it('keeps a message delivered twice (socket and catch-up) once', () => {
    const merged = mergeMessages([msg(1), msg(2), msg(3)], [msg(3), msg(4), msg(2)]);
    expect(merged.map((m) => m.index)).toEqual([1, 2, 3, 4]);
  });

  it('orders messages by index whatever order they arrived in', () => {
    const merged = mergeMessages([msg(5), msg(2)], [msg(4), msg(1), msg(3)]);
    expect(merged.map((m) => m.index)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes the newer copy of an index', () => {
    const merged = mergeMessages([msg(1, { body: 'old' })], [msg(1, { body: 'new' })]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.body).toBe('new');
  });
});

describe('hasGap', () => {
  const window = { messages: [msg(1), msg(2), msg(3)] };

  it('sees the next index as continuous', () => {
    expect(hasGap(window, msg(4))).toBe(false);
  });

  it('sees a jump past the next index as missed messages', () => {
    expect(hasGap(window, msg(6))).toBe(true);
  });

  it('does not count an old or repeated message as a gap', () => {
    expect(hasGap(window, msg(2))).toBe(false);
    expect(hasGap(window, msg(3))).toBe(false);
  });

  it('expects index 1 first in an empty conversation', () => {
    expect(hasGap({ messages: [] }, msg(1))).toBe(false);
    expect(hasGap({ messages: [] }, msg(2))).toBe(true);
    expect(lastKnownIndex({ messages: [] })).toBe(0);
  });
});

describe('applyIncoming', () => {
  it('replaces the caller’s sending bubble by its stored twin, matched by client_id', () => {
    let window = upsertOutgoing({ ...emptyWindow(), messages: [msg(1)] }, pending('abc-123-xyz'));
    window = upsertOutgoing(window, pending('other-456-xyz', 'second'));
    const stored = msg(2, { client_id: 'abc-123-xyz', body: 'hello' });
    const next = applyIncoming(window, [stored]);
    expect(indexes(next)).toEqual([1, 2]);
    expect(next.outgoing.map((o) => o.client_id)).toEqual(['other-456-xyz']);
  });

  it('does not add a pending bubble for a message already stored (the ack came first)', () => {
    const window = applyIncoming(emptyWindow(), [msg(1, { client_id: 'abc-123-xyz' })]);
    expect(upsertOutgoing(window, pending('abc-123-xyz')).outgoing).toEqual([]);
  });

  it('keeps a retried message once, with its latest status', () => {
    let window = upsertOutgoing(emptyWindow(), { ...pending('abc-123-xyz'), status: 'failed', error: 'NETWORK_ERROR' });
    window = upsertOutgoing(window, pending('abc-123-xyz'));
    expect(window.outgoing).toHaveLength(1);
    expect(window.outgoing[0]!.status).toBe('sending');
  });
});

describe('pages', () => {
  it('the latest page says whether older messages exist', () => {
    const w = applyLatestPage(emptyWindow(), { messages: [msg(31), msg(32)], has_more: true });
    expect(indexes(w)).toEqual([31, 32]);
    expect(w.hasOlder).toBe(true);
  });

  it('a message that arrived during the first load survives it', () => {
    const live = applyIncoming(emptyWindow(), [msg(33)]);
    const w = applyLatestPage(live, { messages: [msg(31), msg(32)], has_more: false });
    expect(indexes(w)).toEqual([31, 32, 33]);
    expect(w.hasOlder).toBe(false);
  });

  it('a window holding only live messages is not loaded until its first page lands, and keeps the history then', () => {
    const live = applyIncoming(emptyWindow(), [msg(33)]);
    expect(live.loaded).toBe(false);
    expect(upsertOutgoing(live, pending('abc-123-xyz')).loaded).toBe(false);
    const w = applyLatestPage(live, { messages: [msg(31), msg(32)], has_more: true });
    expect(w.loaded).toBe(true);
    expect(w.hasOlder).toBe(true);
    expect(indexes(w)).toEqual([31, 32, 33]);
  });

  it('a conversation just created counts as loaded with nothing before', () => {
    expect(loadedEmptyWindow()).toMatchObject({ loaded: true, hasOlder: false, messages: [] });
  });

  it('an older page goes before, and an empty one ends the scrolling back', () => {
    let w = applyLatestPage(emptyWindow(), { messages: [msg(3), msg(4)], has_more: true });
    w = applyOlderPage(w, { messages: [msg(1), msg(2)], has_more: true });
    expect(indexes(w)).toEqual([1, 2, 3, 4]);
    w = applyOlderPage(w, { messages: [], has_more: true });
    expect(w.hasOlder).toBe(false);
  });

  it('reloading the latest page keeps what is known about older pages', () => {
    let w = applyLatestPage(emptyWindow(), { messages: [msg(3), msg(4)], has_more: true });
    w = applyOlderPage(w, { messages: [msg(1), msg(2)], has_more: false });
    w = applyLatestPage(w, { messages: [msg(4), msg(5)], has_more: true });
    expect(indexes(w)).toEqual([1, 2, 3, 4, 5]);
    expect(w.hasOlder).toBe(false);
  });
});
