/** How these calls travel (see api/call-kinds.ts). */
export const supportKinds = {
  'support.contact_us': 'post',
  'support.create': 'post',
  'support.list_mine': 'list',
  'support.get_mine': 'get',
  'support.reply_mine': 'post',
  'admin.support_requests': 'list',
  'admin.support_request': 'get',
  'admin.answer_support_request': 'post',
} as const;
