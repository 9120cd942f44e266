/** How the partner application calls travel (see api/call-kinds.ts). */
export const affiliateApplicationKinds = {
  'affiliate.apply': 'post',
  'affiliate.my_application': 'get',
  'admin.affiliate_applications': 'list',
  'admin.affiliate_decide': 'post',
} as const;
