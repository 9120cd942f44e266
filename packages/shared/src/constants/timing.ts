// Timings of spec section 9, in milliseconds.
export const RATE_LIMIT_WINDOW_MS = 3 * 60 * 60 * 1000;
export const DIALOG_DEBOUNCE_MS = 300;
export const TOAST_AUTO_HIDE_MS = 3000;
export const SESSION_REFRESH_MS = 3_600_000;
export const APP_CONFIG_FETCH_DELAY_MS = 100;
export const CHUNK_RELOAD_DELAY_MS = 1000;
export const UPDATE_CHECK_FIRST_MS = 15_000;
export const UPDATE_CHECK_SECOND_MS = 45_000;
export const UPDATE_CHECK_INTERVAL_MS = 180_000;
export const SOCKET_RECONNECT = { attempts: 3, delayMs: 1000, delayMaxMs: 5000, timeoutMs: 20_000 } as const;
export const QUERY_RETRY_MAX_DELAY_MS = 5000;
export const MARKETING_COOKIE_DAYS = 30;

/** Server-side session lifetime; each refresh extends it. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const ACTIVATION_KEY_TTL_MS = 3 * 24 * 60 * 60 * 1000;
export const RESET_KEY_TTL_MS = 60 * 60 * 1000;

/** Query cache classes (stale / discard), spec section 9. No retries for these classes. */
export const CACHE_CLASSES = {
  veryDynamic: { staleTime: 30_000, gcTime: 180_000 },
  normal: { staleTime: 120_000, gcTime: 600_000 },
  stable: { staleTime: 1_800_000, gcTime: 3_600_000 },
  almostStatic: { staleTime: Infinity, gcTime: Infinity },
} as const;
export type CacheClass = keyof typeof CACHE_CLASSES;
