import { describe, expect, it } from 'vitest';
import {
  CHAT_ACCEPT_TEXT,
  CHAT_REJECT_TEXT,
  deriveBlockStatus,
  gateActions,
  isSendableText,
  pairIdentities,
  sideOfIdentity,
  type GateView,
} from './chat-gate.ts';

const BUYER = 'BUR0000000001';
const OTHER_BUYER = 'BUR0000000002';
const SUPPLIER = 'SUP0000000001';
const OTHER_SUPPLIER = 'SUP0000000002';

describe('identity pairs (spec section 5)', () => {
  it('names the side of an identity by its prefix', () => {
    expect(sideOfIdentity(BUYER)).toBe('buyer');
    expect(sideOfIdentity(SUPPLIER)).toBe('supplier');
    expect(sideOfIdentity('CUS-000001')).toBeNull();
    expect(sideOfIdentity('bur0000000001')).toBeNull();
  });

  it('pairs one buyer with one supplier, buyer first in the unique name whatever the order given', () => {
    const expected = { ok: true, buyer: BUYER, supplier: SUPPLIER, uniqueName: `${BUYER}|${SUPPLIER}` };
    expect(pairIdentities(BUYER, SUPPLIER)).toEqual(expected);
    expect(pairIdentities(SUPPLIER, BUYER)).toEqual(expected);
  });

  it('refuses an unknown identity type on either side', () => {
    expect(pairIdentities('XYZ123', SUPPLIER)).toEqual({ ok: false, error: 'CHAT_IDENTITY_INVALID' });
    expect(pairIdentities(BUYER, 'XYZ123')).toEqual({ ok: false, error: 'CHAT_IDENTITY_INVALID' });
    expect(pairIdentities('', '')).toEqual({ ok: false, error: 'CHAT_IDENTITY_INVALID' });
  });

  it('refuses two buyers and two suppliers', () => {
    expect(pairIdentities(BUYER, OTHER_BUYER)).toEqual({ ok: false, error: 'CHAT_BOTH_BUYERS' });
    expect(pairIdentities(SUPPLIER, OTHER_SUPPLIER)).toEqual({ ok: false, error: 'CHAT_BOTH_SUPPLIERS' });
  });
});

describe('the first-contact status (spec section 4)', () => {
  it('is none before any message, even with a stray first-message marker', () => {
    expect(deriveBlockStatus({ marker: null, messageCount: 0, lastMessageBody: null })).toBe('none');
    expect(deriveBlockStatus({ marker: 'first-message', messageCount: 0, lastMessageBody: null })).toBe('none');
  });

  it('is pending with exactly one message or the first-message marker', () => {
    expect(deriveBlockStatus({ marker: null, messageCount: 1, lastMessageBody: 'Hello' })).toBe('pending');
    expect(deriveBlockStatus({ marker: 'first-message', messageCount: 3, lastMessageBody: 'Are you there?' })).toBe('pending');
  });

  it('follows the accepted and rejected markers whatever the messages say', () => {
    expect(deriveBlockStatus({ marker: 'accepted', messageCount: 1, lastMessageBody: CHAT_REJECT_TEXT })).toBe('accepted');
    expect(deriveBlockStatus({ marker: 'rejected', messageCount: 5, lastMessageBody: 'Thanks' })).toBe('rejected');
  });

  it('without a marker, derives it from the last message: the decline text rejects, anything else accepts', () => {
    expect(deriveBlockStatus({ marker: null, messageCount: 2, lastMessageBody: CHAT_REJECT_TEXT })).toBe('rejected');
    expect(deriveBlockStatus({ marker: null, messageCount: 2, lastMessageBody: `> ${CHAT_REJECT_TEXT}` })).toBe('rejected');
    expect(deriveBlockStatus({ marker: null, messageCount: 2, lastMessageBody: CHAT_ACCEPT_TEXT })).toBe('accepted');
    expect(deriveBlockStatus({ marker: null, messageCount: 4, lastMessageBody: 'See you at the fair' })).toBe('accepted');
    expect(deriveBlockStatus({ marker: null, messageCount: 2, lastMessageBody: null })).toBe('accepted');
  });
});

describe('what each participant may do (gateActions)', () => {
  const pending = (firstSender: string, unlocked = false): GateView => ({ status: 'pending', firstSender, unlocked });

  it('lets both write before any message and after acceptance; nobody decides or unlocks then', () => {
    for (const gate of [{ status: 'none', firstSender: null, unlocked: false }, { status: 'accepted', firstSender: BUYER, unlocked: false }] as GateView[]) {
      for (const me of [BUYER, SUPPLIER]) {
        expect(gateActions(gate, me)).toEqual({ canSend: true, canDecide: false, canUnlock: false, waiting: false });
      }
    }
  });

  it('makes the first sender wait while the receiver may reply, accept or reject', () => {
    expect(gateActions(pending(BUYER), BUYER)).toEqual({ canSend: false, canDecide: false, canUnlock: false, waiting: true });
    expect(gateActions(pending(BUYER), SUPPLIER)).toEqual({ canSend: true, canDecide: true, canUnlock: false, waiting: false });
  });

  it('offers unlocking only to a waiting supplier, and lets it write once unlocked', () => {
    expect(gateActions(pending(SUPPLIER), SUPPLIER)).toMatchObject({ canSend: false, canUnlock: true, waiting: true });
    expect(gateActions(pending(SUPPLIER, true), SUPPLIER)).toEqual({ canSend: true, canDecide: false, canUnlock: false, waiting: false });
    // The buyer receiving an unlocked first contact may still decide on it.
    expect(gateActions(pending(SUPPLIER, true), BUYER)).toMatchObject({ canSend: true, canDecide: true });
  });

  it('blocks both sides once rejected', () => {
    const rejected: GateView = { status: 'rejected', firstSender: BUYER, unlocked: false };
    expect(gateActions(rejected, BUYER)).toEqual({ canSend: false, canDecide: false, canUnlock: false, waiting: false });
    expect(gateActions(rejected, SUPPLIER)).toEqual({ canSend: false, canDecide: false, canUnlock: false, waiting: false });
  });
});

describe('sendable text', () => {
  it('refuses empty and whitespace-only bodies', () => {
    for (const body of ['', ' ', '\n\t  \r\n', '\u00a0\u2003']) expect(isSendableText(body)).toBe(false);
    expect(isSendableText('  ok ')).toBe(true);
  });
});
