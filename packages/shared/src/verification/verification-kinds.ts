/** How the verification calls travel (see api/call-kinds.ts): no schemas, so pages stay light. */
export const verificationKinds = {
  'supplier.verification_status': 'get',
  'supplier.request_verification': 'post',
  'supplier.confirm_work_email': 'post',
  'supplier.tracing_slots': 'get',
  'supplier.cancel_verification': 'post',
  'customer.verification_status': 'get',
  'customer.request_verification': 'post',
} as const;
