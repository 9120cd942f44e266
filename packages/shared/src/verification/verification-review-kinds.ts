/** How these calls travel (see api/call-kinds.ts). */
export const verificationReviewKinds = {
  'admin.verification_queue': 'list',
  'admin.review_verification': 'post',
} as const;
