import { LEDGER_PAGE_SIZE, type FarmWallet } from '@tradelink/shared/wallet/wallet';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { requireSupplier } from '../account/sides.ts';
import { findBalance, ledgerPage } from './wallet.repository.ts';
import { resolveLedgerRefs } from './ledger-subjects.ts';
import { presentLedgerItem, presentWallet } from './wallet.presenter.ts';

/** `wallet.get_farm_wallet`: the supplier's Balance (the ledger's sum). Suppliers only. */
export async function getFarmWallet(deps: Deps, user: SessionUser): Promise<FarmWallet> {
  const supplier = await requireSupplier(deps.db, user.id);
  return presentWallet(await findBalance(deps.db, supplier.id));
}

/** `wallet.ledger`: every change to the Balance, newest first. Suppliers only, their own rows only. */
export async function listLedger(deps: Deps, user: SessionUser, input: { page: number }) {
  const supplier = await requireSupplier(deps.db, user.id);
  const { items, total } = await ledgerPage(deps.db, supplier.id, LEDGER_PAGE_SIZE, (input.page - 1) * LEDGER_PAGE_SIZE);
  const about = await resolveLedgerRefs(deps.db, supplier.id, items.map((row) => row.ref));
  return { data: items.map((row) => presentLedgerItem(row, row.ref ? about.get(row.ref) : undefined)), total, page: input.page, page_size: LEDGER_PAGE_SIZE };
}
