import { useSyncExternalStore } from 'react';

/**
 * Toasts without loading Mantine up front (light public pages, decision 012). The toast container
 * (AppProviders) mounts only once toasts are wanted: on the first `toast()`, or when an AppScope
 * renders (its code may call Mantine's `notifications.show` directly). Until then a light page
 * downloads neither Mantine nor its stylesheet for toasts it never shows.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToasts() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

export function toast(options: { message: string; color?: 'red' | 'blue' | 'green' | 'orange'; title?: string; autoClose?: number | false }) {
  wantToasts();
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(options));
}
