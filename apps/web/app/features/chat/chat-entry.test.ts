import { describe, expect, it } from 'vitest';
import { chatEntryVisible, type ChatViewer } from './chat-entry.ts';

type Viewer = NonNullable<ChatViewer>;
// Only the identities matter here; plans and tokens are left out.
const buyerSide = { identity: 'BUR1' } as NonNullable<Viewer['buyer']>;
const supplierSide = { identity: 'SUP1' } as NonNullable<Viewer['supplier']>;

const buyerOnly: ChatViewer = { buyer: buyerSide, supplier: null };
const supplierOnly: ChatViewer = { buyer: null, supplier: supplierSide };
const both: ChatViewer = { buyer: buyerSide, supplier: supplierSide };

describe('chatEntryVisible', () => {
  it('shows the button to guests, whose click asks them to log in', () => {
    expect(chatEntryVisible(null, 'buyer', 'SUP9')).toBe(true);
    expect(chatEntryVisible(null, 'supplier', 'BUR9')).toBe(true);
  });

  it('shows it to an account that has the side it would write from', () => {
    expect(chatEntryVisible(buyerOnly, 'buyer', 'SUP9')).toBe(true);
    expect(chatEntryVisible(supplierOnly, 'supplier', 'BUR9')).toBe(true);
  });

  it('hides it from an account without that side', () => {
    expect(chatEntryVisible(supplierOnly, 'buyer', 'SUP9')).toBe(false);
    expect(chatEntryVisible(buyerOnly, 'supplier', 'BUR9')).toBe(false);
  });

  it("hides it on the viewer's own company or request", () => {
    expect(chatEntryVisible(both, 'buyer', 'SUP1')).toBe(false);
    expect(chatEntryVisible(both, 'supplier', 'BUR1')).toBe(false);
    expect(chatEntryVisible(both, 'buyer', 'SUP9')).toBe(true);
  });
});
