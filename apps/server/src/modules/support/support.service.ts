import type { z } from 'zod';
import type { ContactUsForm, SupportCreateForm, SupportStatus } from '@tradelink/shared/support/support-forms';
import { CONTACT_US_MAILS_PER_ADDRESS, SUPPORT_CREATE_RATE_LIMIT, SUPPORT_PAGE_SIZE, type mySupportListRequest } from '@tradelink/shared/support/support';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { enqueueReceived } from './support-mail.ts';
import { contactSubject, requestSubject } from './support-subjects.ts';
import { presentDetail, presentListItem } from './support.presenter.ts';
import * as repo from './support.repository.ts';

const fullName = (user: SessionUser) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/** The kind's own fields, as stored in `details` (absent optional fields are left out). */
function detailsOf(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * `support.contact_us`: a message for the team, from a guest or a logged-in user (then it also
 * shows in their complaint centre). A logged-in user's message is stored under the account's own
 * name and address, whatever the form says: the receipt and the operators' answers go there, never
 * to an address someone typed. Each message mails the address it is stored under, so beside the
 * per-client limit of the route, one address receives only a few of these an hour, whoever sends them.
 */
export async function contactUs(deps: Deps, input: ContactUsForm, caller: SessionUser | null, pageLanguage: string) {
  const sender = caller ? { name: fullName(caller), email: caller.email } : { name: input.name, email: input.email };
  await enforceRateLimit(deps.rateLimiter, `contact_us_to:${sender.email}`, CONTACT_US_MAILS_PER_ADDRESS.max, CONTACT_US_MAILS_PER_ADDRESS.windowMs);
  const language = caller?.language ?? pageLanguage;
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertRequest(tx, {
      userId: caller?.id ?? null,
      kind: 'contact',
      ...sender,
      subject: contactSubject(language, input.purpose),
      body: input.message,
      details: detailsOf({ purpose: input.purpose, company: input.company, phone: input.phone }),
      language,
    });
    await enqueueReceived(tx, deps.env.appUrl, created);
    return created;
  });
  deps.mail.kick();
  return { id: row.id, email: row.email };
}

/** `support.create`: a complaint, removal request, business claim or refund request from the account. */
export async function createRequest(deps: Deps, user: SessionUser, input: SupportCreateForm) {
  await enforceRateLimit(deps.rateLimiter, `support_create:${user.id}`, SUPPORT_CREATE_RATE_LIMIT.max, SUPPORT_CREATE_RATE_LIMIT.windowMs);
  const { kind, body, ...fields } = input;
  // A complaint's subject is a column of its own, not one of its details.
  const details = kind === 'complaint' ? detailsOf({ category: input.category, about: input.about }) : detailsOf(fields as Record<string, string | undefined>);
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertRequest(tx, {
      userId: user.id,
      kind,
      name: fullName(user),
      email: user.email,
      subject: requestSubject(user.language, input),
      body,
      details,
      language: user.language,
    });
    await enqueueReceived(tx, deps.env.appUrl, created);
    return created;
  });
  deps.mail.kick();
  return { id: row.id };
}

const FILTER_STATUSES: Record<'open' | 'closed', SupportStatus[]> = { open: ['open', 'in_progress'], closed: ['resolved', 'closed'] };

export async function listMine(deps: Deps, user: SessionUser, input: z.output<typeof mySupportListRequest>) {
  const statuses = input.status && input.status !== 'all' ? FILTER_STATUSES[input.status] : null;
  const { items, total } = await repo.listForUser(deps.db, user.id, statuses, SUPPORT_PAGE_SIZE, (input.page - 1) * SUPPORT_PAGE_SIZE);
  return { data: items.map(presentListItem), total, page: input.page, page_size: SUPPORT_PAGE_SIZE };
}

/** `support.get_mine`: the owner's request and thread; opening it marks the team's answer as read. */
export async function getMine(deps: Deps, user: SessionUser, id: number) {
  let row = await repo.findRequest(deps.db, id, user.id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.unreadByUser) row = await repo.updateRequest(deps.db, id, { unreadByUser: false });
  return presentDetail(row, await repo.listMessages(deps.db, id));
}

/**
 * `support.reply_mine`: the owner adds to the thread. Replying to a resolved request reopens it
 * (the answer did not settle it); a closed one takes no more messages.
 */
export async function replyMine(deps: Deps, user: SessionUser, input: { id: number; body: string }) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await repo.lockRequest(tx, input.id, user.id);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status === 'closed') throw new AppError('REQUEST_CLOSED');
    await repo.insertMessage(tx, { requestId: current.id, authorUserId: user.id, authorRole: 'user', body: input.body });
    return repo.updateRequest(tx, current.id, {
      status: current.status === 'resolved' ? 'open' : current.status,
      unreadByUser: false,
      updatedAt: new Date(),
    });
  });
  return presentDetail(row, await repo.listMessages(deps.db, row.id));
}
