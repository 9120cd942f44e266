/** How these calls travel (see api/call-kinds.ts). */
export const membershipKinds = {
  'membership.get_mine': 'get',
  'membership.start_trial': 'post',
  'membership.checkout': 'post',
  'membership.sandbox_pay': 'post',
  'membership.payments': 'list',
  'membership.payment': 'get',
  'membership.cancel': 'post',
  'membership.resume': 'post',
  'admin.refund_payment': 'post',
} as const;
