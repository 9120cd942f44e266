/** How these calls travel (see api/call-kinds.ts). */
export const adminModerationKinds = {
  'admin.dashboard': 'get',
  'admin.moderation_queue': 'list',
  'admin.moderate_posts': 'post',
  'admin.moderation_settings': 'get',
  'admin.update_moderation_settings': 'post',
  'admin.audit_log': 'list',
} as const;
