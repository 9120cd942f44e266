// Paging and layout constants of spec section 9, and the rate limits of the accounts issue.
export const PAGE_SIZE = { category: 16, newArrivals: 30, hotPrice: 30, listing: 20, listItems: 20 } as const;
export const SCROLL_THRESHOLD = 100;
export const BADGE_CAP = 99;
export const SIDEBAR_WIDTH = { full: 230, collapsed: 80 } as const;
export const HEADER_HEIGHT = { desktop: 60, mobile: 52 } as const;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1440, xl: 1536 } as const;
export const CHAT_LAYOUT = { conversationsLimit: 20, collapsedWidth: 300, expandedWidth: 777, onlineLimit: 50 } as const;

export const AUTH_RATE_LIMITS = {
  /** login, signup and reset: per client address */
  perAddress: { max: 10, windowMs: 60_000 },
  /** reset mails per account */
  resetMailsPerAccount: { max: 5, windowMs: 30 * 60_000 },
  /** "Someone tried to sign up with your address" mails per account (signup never says the address is taken) */
  accountExistsMailsPerAccount: { max: 3, windowMs: 24 * 60 * 60_000 },
} as const;

/**
 * Wrong passwords for one login address, whatever the client's address: every 5th locks the login
 * for the next duration (1 min, 5 min, then 30 min each time). A reset of the password unlocks it.
 */
export const LOGIN_LOCK_STEPS = { every: 5, durationsMs: [60_000, 5 * 60_000, 30 * 60_000] } as const;
/** Wrong passwords older than this no longer count. */
export const LOGIN_FAILURES_FORGOTTEN_MS = 24 * 60 * 60_000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Local storage keys (spec section 9). */
export const STORAGE_KEYS = { auth: 'auth', chat: 'chat', setting: 'setting', lang: 'lang', quote: 'quote' } as const;
export const LANG_COOKIE = 'lang';
export const SESSION_COOKIE = 'tl_sid';
