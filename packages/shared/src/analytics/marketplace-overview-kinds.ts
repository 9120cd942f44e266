/** How these calls travel (see api/call-kinds.ts). */
export const marketplaceOverviewKinds = {
  'admin.analytics_overview': 'get',
} as const;
