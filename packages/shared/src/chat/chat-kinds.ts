/** How the chat calls travel (see api/call-kinds.ts). */
export const chatKinds = {
  'chat.get_customer_conversations': 'get',
  'chat.get_farm_conversations': 'get',
  'chat.get_conversation': 'get',
  'chat.find_conversation': 'get',
  'chat.create_conversation': 'post',
  'chat.get_messages': 'get',
  'chat.send_message': 'post',
  'chat.decide_first_contact': 'post',
  'chat.mark_read': 'post',
  'chat.get_identity_profile': 'get',
  'chat.get_online_farms': 'get',
  'chat.get_online_customers': 'get',
  'chat.unlock_chat': 'post',
  'chat.update_last_active': 'post',
} as const;
