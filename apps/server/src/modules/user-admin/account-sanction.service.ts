import { OPERATOR_ROLE, PARTNER_ROLE } from '@tradelink/shared/constants/roles';
import type { UserStatus } from '@tradelink/shared/user-admin/user-detail';
import type { Tx } from '../../db/client.ts';
import type { SanctionKind } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordAudit, type AuditActor } from '../audit/audit.repository.ts';
import { clearCatalogCache } from '../catalog/catalog-cache.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { noticeMail, type NoticeKey } from '../mail/templates.ts';
import { presentSanction } from './user-admin.presenter.ts';
import { deleteAllSessions, lockUser, setUserFields, type UserRow } from './user-admin.repository.ts';
import { countSanctions, insertSanction } from './sanction.repository.ts';

/** The operator acting, as the audit log records them. */
type Operator = NonNullable<AuditActor>;

/**
 * Grants or takes away the Partner role. Idempotent: asking for the state the account is already
 * in changes nothing and writes no audit row. The Operator role is not touched here; no call
 * grants it. An operator cannot change their own roles.
 */
export async function setPartner(deps: Deps, operator: Operator, userId: string, granted: boolean) {
  const roles = await deps.db.transaction((tx) => setPartnerIn(tx, operator, userId, granted));
  return { user_id: userId, roles };
}

/**
 * `setPartner` inside a caller's transaction: an approved partner application grants the role in
 * the same transaction as its decision, so neither lands without the other. Returns the new roles.
 */
export async function setPartnerIn(tx: Tx, operator: Operator, userId: string, granted: boolean): Promise<string[]> {
  const target = await lockUser(tx, userId);
  if (!target) throw new AppError('NOT_FOUND');
  if (target.id === operator.id) throw new AppError('OWN_ACCOUNT');
  const has = target.roles.includes(PARTNER_ROLE);
  if (has === granted) return target.roles;
  const next = granted ? [...target.roles, PARTNER_ROLE] : target.roles.filter((r) => r !== PARTNER_ROLE);
  await setUserFields(tx, userId, { roles: next });
  await recordAudit(tx, operator, {
    action: granted ? 'user.grant_role' : 'user.revoke_role',
    targetType: 'user',
    targetId: userId,
    before: { roles: target.roles },
    after: { roles: next },
    reason: null,
  });
  return next;
}

interface SanctionPlan {
  kind: SanctionKind;
  action: 'user.warn' | 'user.suspend' | 'user.reinstate';
  notice: NoticeKey;
  /** Where the notice mail's button leads. */
  linkPath: string;
  /** Throws when this account cannot take this action now. */
  check: (target: UserRow, operator: Operator) => void;
  nextStatus: (target: UserRow) => UserStatus;
  /** Suspensions and reinstatements show or hide the account's public pages and posts. */
  changesCatalog: boolean;
}

const notSelf = (target: UserRow, operator: Operator) => {
  if (target.id === operator.id) throw new AppError('OWN_ACCOUNT');
};

const WARN: SanctionPlan = {
  kind: 'warning',
  action: 'user.warn',
  notice: 'accountWarned',
  linkPath: '/complaint-center',
  check: notSelf,
  nextStatus: (target) => target.status as UserStatus,
  changesCatalog: false,
};

const SUSPEND: SanctionPlan = {
  kind: 'suspension',
  action: 'user.suspend',
  notice: 'accountSuspended',
  linkPath: '/contact-us',
  check: (target, operator) => {
    notSelf(target, operator);
    // Staff accounts are taken away by whoever manages staff, not from the console.
    if (target.roles.includes(OPERATOR_ROLE)) throw new AppError('FORBIDDEN');
    if (target.status === 'suspended') throw new AppError('CONFLICT');
  },
  nextStatus: () => 'suspended',
  changesCatalog: true,
};

const REINSTATE: SanctionPlan = {
  kind: 'reinstatement',
  action: 'user.reinstate',
  notice: 'accountReinstated',
  linkPath: '/login',
  check: (target) => {
    if (target.status !== 'suspended') throw new AppError('CONFLICT');
  },
  // An account suspended before it was ever activated goes back to waiting for its activation.
  nextStatus: (target) => (target.activatedAt ? 'active' : 'pending_activation'),
  changesCatalog: true,
};

/**
 * One sanction: the status change, the sanction row, the audit entry and the notice mail commit
 * together. A suspension also ends every session of the account, so its cookies stop working at
 * once (the session lookup also ignores non-active accounts, as a second line).
 */
async function applySanction(deps: Deps, operator: Operator, userId: string, reason: string, plan: SanctionPlan) {
  const result = await deps.db.transaction(async (tx) => {
    const target = await lockUser(tx, userId);
    if (!target) throw new AppError('NOT_FOUND');
    plan.check(target, operator);
    const status = plan.nextStatus(target);
    const before: Record<string, unknown> = { status: target.status };
    const after: Record<string, unknown> = { status };
    if (status !== target.status) await setUserFields(tx, userId, { status });
    if (plan.kind === 'warning') {
      const warnings = await countSanctions(tx, userId, 'warning');
      before.warnings = warnings;
      after.warnings = warnings + 1;
    }
    if (plan.kind === 'suspension') after.sessions_ended = await deleteAllSessions(tx, userId);
    const sanction = await insertSanction(tx, { userId, kind: plan.kind, reason, createdBy: operator.id });
    await recordAudit(tx, operator, { action: plan.action, targetType: 'user', targetId: userId, before, after, reason });
    await enqueueMail(
      tx,
      noticeMail({
        to: target.email,
        userId,
        name: [target.firstName, target.lastName].filter(Boolean).join(' '),
        language: target.language,
        notice: plan.notice,
        quote: { label: 'reasonLabel', text: reason },
        link: `${deps.env.appUrl}${plan.linkPath}`,
      }),
    );
    return { status, sanction };
  });
  deps.mail.kick();
  if (plan.changesCatalog) clearCatalogCache(deps.db);
  return { user_id: userId, status: result.status, sanction: presentSanction(result.sanction, operator.email) };
}

export const warnUser = (deps: Deps, operator: Operator, userId: string, reason: string) => applySanction(deps, operator, userId, reason, WARN);
export const suspendUser = (deps: Deps, operator: Operator, userId: string, reason: string) => applySanction(deps, operator, userId, reason, SUSPEND);
export const reinstateUser = (deps: Deps, operator: Operator, userId: string, reason: string) => applySanction(deps, operator, userId, reason, REINSTATE);
