import { z } from 'zod';
import { pageField } from '../validation/ids.ts';
import type { CallDefinition } from '../api/calls.ts';
import { OPERATOR_ROLE, PARTNER_ROLE } from '../constants/roles.ts';
import { requiredText } from '../validation/fields.ts';
import { blankToUndefined } from '../validation/optional.ts';
import { USER_STATUSES, accountSanction, userDetail, userListItem } from './user-detail.ts';

export const USER_ADMIN_PAGE_SIZE = 20;
/** Roles operators filter by (every account is a Customer, so that one is no filter). */
export const USER_ROLE_FILTERS = [OPERATOR_ROLE, PARTNER_ROLE] as const;
export const USER_SIDES = ['buyer', 'supplier'] as const;
export const SANCTION_REASON_MIN = 5;
export const SANCTION_REASON_MAX = 1000;

export const userListRequest = z.object({
  /** E-mail, first/last name, company, BUR…/SUP… identity or the public name CUS-<seq>. */
  keyword: z.string().trim().max(100, { error: 'too_long' }).default(''),
  role: blankToUndefined(z.enum(USER_ROLE_FILTERS, { error: 'invalid' })),
  status: blankToUndefined(z.enum(USER_STATUSES, { error: 'invalid' })),
  side: blankToUndefined(z.enum(USER_SIDES, { error: 'invalid' })),
  page: pageField(),
});
export type UserListRequest = z.output<typeof userListRequest>;

const userIdField = z.uuid({ error: 'invalid' });
export const userIdRequest = z.object({ user_id: userIdField });

export const setPartnerRequest = z.object({ user_id: userIdField, granted: z.boolean({ error: 'invalid' }) });
export const setPartnerResult = z.object({ user_id: z.string(), roles: z.array(z.string()) });

/** Why an operator warns, suspends or reinstates an account: the user reads it in the notice mail. */
export const sanctionReasonField = requiredText(SANCTION_REASON_MAX).refine((v) => v.length >= SANCTION_REASON_MIN, { error: 'too_short' });
export const sanctionRequest = z.object({ user_id: userIdField, reason: sanctionReasonField });
export type SanctionRequestInput = z.input<typeof sanctionRequest>;

/** The account's status after the action and the sanction row it wrote. */
export const sanctionResult = z.object({ user_id: z.string(), status: z.enum(USER_STATUSES), sanction: accountSanction });

export const userAdminCalls = {
  'admin.users': { method: 'GET', request: userListRequest, response: userListItem, list: true },
  'admin.user_detail': { method: 'GET', request: userIdRequest, response: userDetail },
  'admin.set_partner': { method: 'POST', request: setPartnerRequest, response: setPartnerResult },
  'admin.warn_user': { method: 'POST', request: sanctionRequest, response: sanctionResult },
  'admin.suspend_user': { method: 'POST', request: sanctionRequest, response: sanctionResult },
  'admin.reinstate_user': { method: 'POST', request: sanctionRequest, response: sanctionResult },
} as const satisfies Record<string, CallDefinition>;
