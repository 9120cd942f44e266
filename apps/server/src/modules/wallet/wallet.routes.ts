import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { getFarmWallet, listLedger } from './wallet.service.ts';

/** The supplier's wallet: the Balance and its ledger. Logged-in suppliers, their own wallet only. */
export default async function walletRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'wallet.get_farm_wallet', 'user', ({ user }) => getFarmWallet(deps, user!));
  defineCall(app, 'wallet.ledger', 'user', ({ user, input }) => listLedger(deps, user!, input));
}
