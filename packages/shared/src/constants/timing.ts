// Timings of spec section 9, in milliseconds.
export const RATE_LIMIT_WINDOW_MS = 3 * 60 * 60 * 1000;
export const DIALOG_DEBOUNCE_MS = 300;
export const TOAST_AUTO_HIDE_MS = 3000;
export const SESSION_REFRESH_MS = 3_600_000;
export const APP_CONFIG_FETCH_DELAY_MS = 100;
export const CHUNK_RELOAD_DELAY_MS = 1000;
/** Update checks (spec section 9): 15 s and 45 s after load, then every 180 s, and when the tab becomes visible. */
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

/**
 * HTTP client start-up (spec sections 8 and 9): while the server has not answered yet, a call that
 * cannot reach it (network error, 502, 503) is tried again up to 3 times, 2^n s after the n-th try
 * (2 s, 4 s, 8 s), then fails. Never for a 4xx, never once the server has answered.
 */
export const STARTUP_RETRIES = 3;
export const startupRetryDelayMs = (attempt: number) => 2 ** attempt * 1000;

/** Chat (spec section 9): own "user updated" report debounce; delayed list refetch, longer after participant changes. */
export const CHAT_USER_UPDATED_DEBOUNCE_MS = 5000;
export const CHAT_REFETCH_DELAY_MS = 5000;
export const CHAT_PARTICIPANTS_REFETCH_DELAY_MS = 10_000;
