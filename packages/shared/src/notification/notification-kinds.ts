/** How the notification calls travel (see api/call-kinds.ts). */
export const notificationKinds = {
  'notification.list': 'list',
  'notification.mark_read': 'post',
  unsubscribe: 'post',
} as const;
