/** Demo log-ins documented in the README. Every seeded account shares this password. */
export const DEMO_PASSWORD = 'TradelinkDemo!2026';
export const DEMO_ACCOUNTS = {
  buyer: 'buyer@demo.tradelink.test',
  seller: 'seller@demo.tradelink.test',
  both: 'both@demo.tradelink.test',
  /** Marketplace staff: moderation (Operator role). */
  operator: 'operator@demo.tradelink.test',
  /** The partner programme: links, referred accounts, commissions in every state (Partner role). */
  partner: 'partner@demo.tradelink.test',
} as const;
