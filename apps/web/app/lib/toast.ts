/**
 * Shows a toast from code that must not load Mantine up front (light public pages, decision 012):
 * the notifications store loads on the first toast; the container (AppProviders) shows it.
 */
export function toast(options: { message: string; color?: 'red' | 'blue' | 'green' | 'orange'; title?: string; autoClose?: number | false }) {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(options));
}
