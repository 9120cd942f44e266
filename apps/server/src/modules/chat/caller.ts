import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { loadAccount, type BuyerRow, type SupplierRow } from '../account/account.repository.ts';
import { findConversation, type ConversationRow, type Side } from './chat.repository.ts';

// Who is calling, as chat sees it: the account's buyer and supplier identities, and which of them
// takes part in a conversation.

export interface Caller {
  userId: string;
  buyer: BuyerRow | null;
  supplier: SupplierRow | null;
}

export interface Participation {
  row: ConversationRow;
  side: Side;
  /** The caller's identity in the conversation. */
  me: string;
  /** The counterpart's identity. */
  other: string;
}

/**
 * The caller's sides, read afresh. Sockets call this on every event: a user suspended while
 * connected is refused here even before the socket is dropped.
 */
export async function loadCaller(db: Tx, user: Pick<SessionUser, 'id'>): Promise<Caller> {
  const account = await loadAccount(db, user.id);
  if (!account || account.user.status !== 'active') throw new AppError('UNAUTHORIZED');
  return { userId: user.id, buyer: account.buyer, supplier: account.supplier };
}

export const ownIdentities = (caller: Caller) => [caller.buyer?.identity, caller.supplier?.identity].filter((i): i is string => Boolean(i));

/** The caller's part in a conversation, or null when it is not theirs. */
export function participationIn(caller: Caller, row: ConversationRow): Participation | null {
  if (caller.buyer && row.buyerId === caller.buyer.id) return { row, side: 'buyer', me: row.buyerIdentity, other: row.supplierIdentity };
  if (caller.supplier && row.supplierId === caller.supplier.id) return { row, side: 'supplier', me: row.supplierIdentity, other: row.buyerIdentity };
  return null;
}

/** The conversation if the caller takes part in it; otherwise 404, the same as for one that does not exist. */
export async function requireParticipation(db: Tx, caller: Caller, conversationId: string): Promise<Participation> {
  const row = await findConversation(db, conversationId);
  const part = row ? participationIn(caller, row) : null;
  if (!part) throw new AppError('NOT_FOUND');
  return part;
}
