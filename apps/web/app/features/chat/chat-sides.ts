import type { User } from '@tradelink/shared/account/user';
import type { ChatSide } from '@tradelink/shared/rules/chat-gate';

/** The sides a user chats from: buyer first, as the account has them. */
export function chatSidesOf(me: Pick<User, 'buyer' | 'supplier'> | null): ChatSide[] {
  const sides: ChatSide[] = [];
  if (me?.buyer) sides.push('buyer');
  if (me?.supplier) sides.push('supplier');
  return sides;
}

/** The side to show: the chosen one if the user has it, else the first they have. */
export function pickSide(me: Pick<User, 'buyer' | 'supplier'> | null, chosen: ChatSide | null): ChatSide | null {
  const sides = chatSidesOf(me);
  return chosen && sides.includes(chosen) ? chosen : (sides[0] ?? null);
}
