import { describe, expect, it } from 'vitest';
import type { ChatConversation } from '@tradelink/shared/chat/chat';
import { composerOpen, gateNotice, receiptOf } from './gate-view.ts';

type Gate = ChatConversation['gate'];
const conv = (gate: Partial<Gate>, me = 'SUP1') => ({
  my_identity: me,
  gate: { status: 'pending', first_sender: 'SUP1', unlocked: false, can_send: false, can_decide: false, can_unlock: false, ...gate } as Gate,
});

describe('gateNotice', () => {
  it('the first sender waits for an answer, and a supplier may unlock', () => {
    expect(gateNotice(conv({ can_unlock: true }))).toEqual({ kind: 'waiting', canUnlock: true });
    expect(gateNotice(conv({}, 'SUP1'))).toEqual({ kind: 'waiting', canUnlock: false });
    expect(composerOpen(conv({}))).toBe(false);
  });

  it('the receiver is offered Accept / Decline and may also reply', () => {
    const c = conv({ first_sender: 'BUR1', can_decide: true, can_send: true });
    expect(gateNotice(c)).toEqual({ kind: 'decide' });
    expect(composerOpen(c)).toBe(true);
  });

  it('an unlocked first contact lets its sender follow up without a waiting notice', () => {
    const c = conv({ unlocked: true, can_send: true });
    expect(gateNotice(c)).toEqual({ kind: 'none' });
    expect(composerOpen(c)).toBe(true);
  });

  it('a declined conversation is closed', () => {
    expect(gateNotice(conv({ status: 'rejected' }))).toEqual({ kind: 'rejected' });
  });

  it('an accepted or empty conversation shows nothing', () => {
    expect(gateNotice(conv({ status: 'accepted', can_send: true }))).toEqual({ kind: 'none' });
    expect(gateNotice(conv({ status: 'none', first_sender: null, can_send: true }))).toEqual({ kind: 'none' });
  });
});

describe('receiptOf', () => {
  const c = { counterpart_delivered_index: 5, counterpart_read_index: 3 };
  it('reads the ticks from the counterpart’s indexes', () => {
    expect(receiptOf(2, c)).toBe('read');
    expect(receiptOf(3, c)).toBe('read');
    expect(receiptOf(4, c)).toBe('delivered');
    expect(receiptOf(6, c)).toBe('sent');
  });
});
