import type { ChatConversation, ChatMessage, ChatParticipant } from '@tradelink/shared/chat/chat';
import { CHAT_ONLINE_WINDOW_MS } from '@tradelink/shared/chat/chat';
import type { Language } from '@tradelink/shared/constants/languages';
import { imageUrl } from '@tradelink/shared/media/images';
import { effectivePlan } from '@tradelink/shared/rules/plans';
import { iso, type Row } from '../catalog/row-values.ts';
import type { MessageAttributes } from '../../db/schema/index.ts';
import { messageFromRow, type MessageRow, type Side } from './chat.repository.ts';
import { asMarker, presentGate, type GateFacts } from './conversation-gate.ts';

const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
const fullName = (r: Row) => [r.first_name, r.last_name].filter(Boolean).join(' ');
/** "Linh N.": how a person is named to someone not talking with them (as the contact preview does). */
const shortName = (r: Row) => {
  const initial = String(r.last_name ?? '').trim().charAt(0);
  return initial ? `${String(r.first_name)} ${initial.toUpperCase()}.` : String(r.first_name);
};

/** How an identity is shown: the company for a supplier, the person for a buyer. */
export function identityName(r: Row, personName: (r: Row) => string = fullName): string {
  return r.side === 'supplier' ? (text(r.company_name) ?? personName(r)) : personName(r);
}

/**
 * A participant's card. Conversation participants see each other's full names; `public` cards
 * (a profile looked up by identity, the online lists) shorten a person's last name to its initial,
 * so the card does not give away what a contact unlock sells.
 */
export function presentParticipant(r: Row, lang: Language, now = Date.now(), audience: 'participant' | 'public' = 'participant'): ChatParticipant {
  const lastActive = r.last_active_at ? new Date(r.last_active_at as string) : null;
  const image = text(r.image);
  const personName = audience === 'public' ? shortName : fullName;
  return {
    identity: String(r.identity),
    identity_name: identityName(r, personName),
    name: personName(r),
    company_name: text(r.company_name),
    user_image: image ? imageUrl(image, 'thumb') : null,
    country: text(r[`country_${lang}`]) ?? text(r.country_en),
    country_code: text(r.country_code),
    last_active: lastActive ? lastActive.toISOString() : null,
    is_online: lastActive !== null && r.status === 'active' && now - lastActive.getTime() < CHAT_ONLINE_WINDOW_MS,
    is_featured: Boolean(r.is_featured),
    plan: effectivePlan({ plan_name: String(r.plan_name), end_date: (r.plan_end_date as Date | string | null) ?? null }),
  };
}

/** A message as `viewer` sees it: only its author learns whom it is hidden from. */
export function presentMessage(m: MessageRow, viewer: string): ChatMessage {
  const attributes = m.attributes as MessageAttributes;
  return {
    conversation_id: m.conversationId,
    index: m.index,
    author: m.author,
    kind: m.kind as ChatMessage['kind'],
    body: m.body,
    attributes: { embed: attributes.embed ?? null, hidden: m.author === viewer ? (attributes.hidden ?? []) : [] },
    client_id: m.clientId,
    date_created: m.createdAt.toISOString(),
  };
}

function lastMessageOf(r: Row): MessageRow | null {
  if (r.lm_id === null || r.lm_id === undefined) return null;
  return messageFromRow({
    id: r.lm_id,
    conversation_id: r.id,
    index: r.lm_index,
    author: r.lm_author,
    kind: r.lm_kind,
    body: r.lm_body,
    attributes: r.lm_attributes,
    client_id: r.lm_client_id,
    created_at: r.lm_created_at,
  });
}

export function gateFactsOfView(r: Row): GateFacts {
  return {
    marker: asMarker(r.block_marker),
    firstSender: text(r.gate_sender),
    unlocked: r.unlocked_at !== null && r.unlocked_at !== undefined,
    messageCount: Number(r.last_message_index),
    lastBody: text(r.last_body),
  };
}

/**
 * A conversation (a row of `conversationView`) as one side sees it. `unread_messages_count` counts
 * the messages above the viewer's read index that the viewer can see (hidden ones do not count).
 */
export function presentConversation(r: Row, side: Side, participants: Map<string, Row>, lang: Language): ChatConversation {
  const now = Date.now();
  const me = String(side === 'buyer' ? r.buyer_identity : r.supplier_identity);
  const other = side === 'buyer' ? 'supplier' : 'buyer';
  const card = (identity: unknown) => {
    const row = participants.get(String(identity));
    return row ? presentParticipant(row, lang, now) : null;
  };
  const buyer = card(r.buyer_identity);
  const supplier = card(r.supplier_identity);
  const last = lastMessageOf(r);
  const unread = Number(r.unread_visible ?? 0);
  return {
    conversation_sid: String(r.id),
    unique_name: String(r.unique_name),
    date_updated: iso(r.updated_at)!,
    my_identity: me,
    last_message_index: Number(r.last_message_index),
    last_read_message_index: Number(r[`${side}_read_index`]),
    unread_messages_count: unread,
    unreadMessagesCount: unread,
    counterpart_delivered_index: Number(r[`${other}_delivered_index`]),
    counterpart_read_index: Number(r[`${other}_read_index`]),
    is_owned_conversation: r.created_by === me,
    isFarmChat: side === 'supplier',
    participants: [buyer, supplier].filter((p): p is ChatParticipant => p !== null),
    lastMessage: last ? presentMessage(last, me) : null,
    customerDetail: side === 'supplier' ? buyer : null,
    supplierDetail: side === 'buyer' ? supplier : null,
    attributes: { chatBlockStatus: asMarker(r.block_marker), chatBlockTimestamp: iso(r.block_timestamp) },
    gate: presentGate(gateFactsOfView(r), me),
  };
}
