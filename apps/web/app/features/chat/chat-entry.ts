import type { User } from '@tradelink/shared/account/user';

/** The parts of the caller a chat entry point looks at. */
export type ChatViewer = Pick<User, 'buyer' | 'supplier'> | null;

/**
 * Whether a "Chat now" / "Message buyer" button shows for this viewer.
 * - Guests see it: clicking asks them to log in (the chat cannot know their side before that).
 * - A logged-in account needs the side it would write from (a buyer identity to write to a
 *   supplier, a supplier identity to write to a buyer); without it the button would only fail.
 * - Nobody chats with themselves: hidden when the counterpart is one of the viewer's own identities
 *   (an account with both sides on its own supplier page, or on its own RFQ).
 */
export function chatEntryVisible(viewer: ChatViewer, side: 'buyer' | 'supplier', counterpart: string): boolean {
  if (!viewer) return true;
  const own = viewer[side];
  if (!own) return false;
  return viewer.buyer?.identity !== counterpart && viewer.supplier?.identity !== counterpart;
}
