/** How these calls travel (see api/call-kinds.ts). */
export const walletKinds = {
  'wallet.get_farm_wallet': 'get',
  'wallet.ledger': 'list',
} as const;
