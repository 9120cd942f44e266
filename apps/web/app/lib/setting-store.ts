import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@tradelink/shared/constants/limits';

/** The `setting` local-storage key (spec section 9): the user's interface settings on this device. */
export interface Settings {
  /** The dashboard sidebar is collapsed (it starts full). */
  sidebarCollapsed: boolean;
}

const DEFAULTS: Settings = { sidebarCollapsed: false };
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: Settings } | undefined;

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.setting);
  } catch {
    return null;
  }
}

/** What is stored, with defaults for anything missing or unreadable. The same object while unchanged. */
export function readSettings(): Settings {
  const raw = readRaw();
  if (cached?.raw === raw) return cached.value;
  let value = DEFAULTS;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') {
      const collapsed = (parsed as Partial<Settings>).sidebarCollapsed;
      value = { ...DEFAULTS, sidebarCollapsed: collapsed === true };
    }
  } catch {
    // a damaged value counts as no value
  }
  cached = { raw, value };
  return value;
}

export function writeSettings(patch: Partial<Settings>) {
  try {
    localStorage.setItem(STORAGE_KEYS.setting, JSON.stringify({ ...readSettings(), ...patch }));
  } catch {
    // storage full or denied: the setting lasts for this page only
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.setting || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The settings; the server and the hydrating render see the defaults, then the stored ones apply. */
export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, readSettings, () => DEFAULTS);
}
