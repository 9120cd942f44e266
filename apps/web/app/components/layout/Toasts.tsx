import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_HIDE_MS } from '@tradelink/shared/constants/timing';

/**
 * The toast container, loaded after hydration (AppProviders) so public pages do not download it up
 * front. `notifications.show` writes to @mantine/notifications' module-level store, so toasts shown
 * before this mounts are kept there and appear as soon as it does.
 */
export default function Toasts() {
  return <Notifications position="bottom-right" autoClose={TOAST_AUTO_HIDE_MS} />;
}
