/** How these calls travel (see api/call-kinds.ts). */
export const helpKinds = {
  'help.send_feedback': 'post',
  'admin.help_feedback': 'get',
} as const;
