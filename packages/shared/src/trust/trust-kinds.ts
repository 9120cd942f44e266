/** How these calls travel (see api/call-kinds.ts). */
export const trustKinds = {
  'review.eligibility': 'get',
  'review.create': 'post',
  'report.create': 'post',
  'admin.reports': 'list',
  'admin.report_target': 'get',
  'admin.resolve_reports': 'post',
  'admin.reviews': 'list',
  'admin.hide_review': 'post',
} as const;
