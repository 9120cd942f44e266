/** How the contact calls travel (see api/call-kinds.ts): no schemas, so pages stay light. */
export const contactKinds = {
  'contact.preview': 'get',
  'contact.unlock': 'post',
  'contact.list': 'list',
} as const;
