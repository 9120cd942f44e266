import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import type { ChatContext } from './chat-events.ts';
import * as conversations from './conversation.service.ts';
import { decideFirstContact, unlockChat } from './first-contact.service.ts';
import { getMessages, sendMessage } from './message.service.ts';
import { identityProfile, onlineCustomers, onlineFarms, updateLastActive } from './online.service.ts';
import { markRead } from './receipt.service.ts';

/**
 * Chat between a buyer identity and a supplier identity. Every call needs a login; who may act on
 * a conversation (its participants, the gate's sender or receiver, a plan) is decided in the services.
 */
export default async function chatRoutes(app: FastifyInstance) {
  const ctx = (request: FastifyRequest): ChatContext => ({ deps: app.deps, log: request.log });

  defineCall(app, 'chat.get_customer_conversations', 'user', ({ user, input, request }) =>
    conversations.listConversations(ctx(request), user!, 'buyer', input, request.lang),
  );
  defineCall(app, 'chat.get_farm_conversations', 'user', ({ user, input, request }) =>
    conversations.listConversations(ctx(request), user!, 'supplier', input, request.lang),
  );
  defineCall(app, 'chat.get_conversation', 'user', ({ user, input, request }) =>
    conversations.getConversation(ctx(request), user!, input.conversation_id, request.lang),
  );
  defineCall(app, 'chat.find_conversation', 'user', ({ user, input, request }) => conversations.findConversation(ctx(request), user!, input, request.lang));
  defineCall(app, 'chat.create_conversation', 'user', ({ user, input, request }) =>
    conversations.createConversation(ctx(request), user!, input, request.lang),
  );
  defineCall(app, 'chat.get_messages', 'user', ({ user, input, request }) => getMessages(ctx(request), user!, input));
  defineCall(app, 'chat.send_message', 'user', ({ user, input, request }) => sendMessage(ctx(request), user!, input));
  defineCall(app, 'chat.decide_first_contact', 'user', ({ user, input, request }) => decideFirstContact(ctx(request), user!, input, request.lang));
  defineCall(app, 'chat.mark_read', 'user', ({ user, input, request }) => markRead(ctx(request), user!, input));
  defineCall(app, 'chat.get_identity_profile', 'user', ({ user, input, request }) => identityProfile(ctx(request), user!, input.identity, request.lang));
  defineCall(app, 'chat.get_online_farms', 'user', ({ user, input, request }) => onlineFarms(ctx(request), user!, input, request.lang));
  defineCall(app, 'chat.get_online_customers', 'user', ({ user, input, request }) => onlineCustomers(ctx(request), user!, input, request.lang));
  defineCall(app, 'chat.unlock_chat', 'user', ({ user, input, request }) => unlockChat(ctx(request), user!, input.conversation_id, request.lang));
  defineCall(app, 'chat.update_last_active', 'user', ({ user, request }) => updateLastActive(ctx(request), user!));
}
