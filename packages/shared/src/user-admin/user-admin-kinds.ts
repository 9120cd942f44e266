/** How these calls travel (see api/call-kinds.ts). */
export const userAdminKinds = {
  'admin.users': 'list',
  'admin.user_detail': 'get',
  'admin.set_partner': 'post',
  'admin.warn_user': 'post',
  'admin.suspend_user': 'post',
  'admin.reinstate_user': 'post',
} as const;
