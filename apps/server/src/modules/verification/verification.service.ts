import type { z } from 'zod';
import { emailDomain } from '@tradelink/shared/validation/patterns';
import {
  WORK_EMAIL_CODE_MAX_ATTEMPTS,
  WORK_EMAIL_CODE_TTL_MINUTES,
  WORK_EMAIL_CODES_PER_HOUR,
  type SupplierVerificationRequest,
  type SupplierVerificationStatus,
  type TracingSlots,
  type verificationDocumentsForm,
} from '@tradelink/shared/verification/verification';
import { matchTracingSlot, TRACING_SLOT_MINUTES, TRACING_TIME_ZONE, tracingSlotStarts } from '@tradelink/shared/verification/tracing-slots';
import type { Tx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { isFreeMailDomain } from '../auth/free-mail.ts';
import type { SupplierRow } from '../account/account.repository.ts';
import { findUserById } from '../account/account.repository.ts';
import { findSupplierOf, requireSupplier } from '../account/sides.ts';
import { clearCatalogCache } from '../catalog/catalog-cache.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { workEmailCodeMail } from '../mail/templates.ts';
import { requireOwnDocuments } from './verification-documents.ts';
import { codeExpiry, codeMatches, hashCode, isDomainOf, newCode, websiteDomain } from './work-email.ts';
import { codeIsSpent, presentRequests, supplierNextStep } from './verification.presenter.ts';
import * as repo from './verification.repository.ts';

const HOUR_MS = 3_600_000;

/** The supplier's ladder: level, dates, the latest request of each kind and the next step. */
export async function supplierStatus(db: Tx, userId: string): Promise<SupplierVerificationStatus> {
  const [supplier, user, latest] = await Promise.all([findSupplierOf(db, userId), findUserById(db, userId), repo.latestPerKind(db, userId, 'supplier')]);
  if (!supplier || !user) throw new AppError('SUPPLIER_ONLY');
  const rows = { workEmail: latest.get('work_email'), documents: latest.get('documents'), tracing: latest.get('smart_tracing') };
  const [workEmail, documents, tracing] = await presentRequests(db, [rows.workEmail, rows.documents, rows.tracing]);
  return {
    verification_level: supplier.verificationLevel,
    last_verified_datetime: supplier.lastVerifiedAt?.toISOString() ?? null,
    is_verified_work_email: user.isVerifiedWorkEmail,
    website_domain: websiteDomain(supplier.website),
    next_step: supplierNextStep(supplier.verificationLevel, rows),
    work_email: workEmail ?? null,
    documents: documents ?? null,
    smart_tracing: tracing ?? null,
  };
}

export async function getSupplierStatus(deps: Deps, user: SessionUser) {
  await requireSupplier(deps.db, user.id);
  return supplierStatus(deps.db, user.id);
}

/** `supplier.request_verification`: starts the step its `kind` names. */
export async function requestSupplierVerification(deps: Deps, user: SessionUser, input: SupplierVerificationRequest) {
  const supplier = await requireSupplier(deps.db, user.id);
  if (input.kind === 'work_email') await sendWorkEmailCode(deps, user, supplier, input.work_email);
  else if (input.kind === 'documents') await submitDocuments(deps, user, supplier, input);
  else await bookTracing(deps, supplier, user, input);
  return supplierStatus(deps.db, user.id);
}

/**
 * Level 2: mails a 6-digit code to a company address (not free mail; at the profile website's
 * domain when there is one). A new code replaces the previous one; sending is rate limited.
 */
async function sendWorkEmailCode(deps: Deps, user: SessionUser, supplier: SupplierRow, workEmail: string) {
  if (supplier.verificationLevel >= 2) throw new AppError('CONFLICT');
  const domain = emailDomain(workEmail);
  if (isFreeMailDomain(domain)) throw new AppError('WORK_EMAIL_FREE_MAIL', { field: 'work_email' });
  const company = websiteDomain(supplier.website);
  if (company && !isDomainOf(domain, company)) throw new AppError('WORK_EMAIL_DOMAIN_MISMATCH', { field: 'work_email', params: { domain: company } });
  // Counted only for addresses that pass the checks, so a typo does not use up the hour's codes.
  await enforceRateLimit(deps.rateLimiter, `work_email_code:${user.id}`, WORK_EMAIL_CODES_PER_HOUR, HOUR_MS);
  const code = newCode();
  await deps.db.transaction(async (tx) => {
    await repo.lockSide(tx, 'supplier', supplier.id);
    await repo.closeOpen(tx, user.id, 'work_email', 'code_sent', 'cancelled');
    await repo.insertRequest(tx, {
      userId: user.id,
      side: 'supplier',
      kind: 'work_email',
      status: 'code_sent',
      workEmail,
      codeHash: hashCode(code),
      codeExpiresAt: codeExpiry(),
    });
    await enqueueMail(
      tx,
      workEmailCodeMail({
        to: workEmail,
        userId: user.id,
        name: user.firstName,
        language: user.language,
        company: supplier.companyName,
        code,
        minutes: WORK_EMAIL_CODE_TTL_MINUTES,
        attempts: WORK_EMAIL_CODE_MAX_ATTEMPTS,
      }),
    );
  });
  deps.mail.kick();
}

type CodeOutcome = 'approved' | 'invalid' | 'expired';

/**
 * `supplier.confirm_work_email`: the right code raises the supplier to Level 2. A wrong one counts
 * an attempt; the attempt is committed before the error is sent (the request row is locked, so
 * parallel guesses count one by one).
 */
export async function confirmWorkEmail(deps: Deps, user: SessionUser, code: string) {
  const supplier = await requireSupplier(deps.db, user.id);
  const outcome = await deps.db.transaction(async (tx): Promise<CodeOutcome> => {
    const open = await repo.findOpen(tx, user.id, 'work_email', 'code_sent');
    const row = open && (await repo.findForUpdate(tx, open.id));
    if (!row || row.status !== 'code_sent') return 'expired';
    if (codeIsSpent(row)) {
      await repo.updateRequest(tx, row.id, { status: 'expired' });
      return 'expired';
    }
    if (!codeMatches(code, row.codeHash)) {
      const attempts = row.codeAttempts + 1;
      await repo.updateRequest(tx, row.id, { codeAttempts: attempts, status: attempts >= WORK_EMAIL_CODE_MAX_ATTEMPTS ? 'expired' : 'code_sent' });
      return 'invalid';
    }
    await repo.updateRequest(tx, row.id, { status: 'approved', codeHash: null, reviewedAt: new Date() });
    await repo.markWorkEmailVerified(tx, user.id);
    await repo.raiseSupplierLevel(tx, supplier.id, 2);
    return 'approved';
  });
  if (outcome === 'expired') throw new AppError('VERIFICATION_CODE_EXPIRED', { field: 'code' });
  if (outcome === 'invalid') throw new AppError('VERIFICATION_CODE_INVALID', { field: 'code' });
  clearCatalogCache(deps.db);
  return supplierStatus(deps.db, user.id);
}

/** Level 3: business documents for a moderator; needs Level 2, one request in review at a time. */
async function submitDocuments(deps: Deps, user: SessionUser, supplier: SupplierRow, input: z.output<typeof verificationDocumentsForm>) {
  if (supplier.verificationLevel < 2) throw new AppError('VERIFICATION_LEVEL_REQUIRED', { params: { level: 2 } });
  if (supplier.verificationLevel >= 3) throw new AppError('CONFLICT');
  const documents = await requireOwnDocuments(deps.db, user.id, input.documents);
  await deps.db.transaction(async (tx) => {
    await repo.lockSide(tx, 'supplier', supplier.id);
    if (await repo.findOpen(tx, user.id, 'documents', 'pending')) throw new AppError('VERIFICATION_PENDING');
    await repo.insertRequest(tx, { userId: user.id, side: 'supplier', kind: 'documents', status: 'pending', documents, note: input.note || null });
  });
}

/**
 * Level 4: books a listed smart tracing slot; needs Level 3, one booking at a time. The slot is
 * locked while it is checked and taken, so two suppliers can never book the same one.
 */
async function bookTracing(
  deps: Deps,
  supplier: SupplierRow,
  user: SessionUser,
  input: { scheduled_at: string; contact_name: string; contact_phone: string },
) {
  if (supplier.verificationLevel < 3) throw new AppError('VERIFICATION_LEVEL_REQUIRED', { params: { level: 3 } });
  if (supplier.verificationLevel >= 4) throw new AppError('CONFLICT');
  const slot = matchTracingSlot(input.scheduled_at);
  if (!slot) throw fieldError('scheduled_at', 'slot_invalid');
  await deps.db.transaction(async (tx) => {
    await repo.lockSide(tx, 'supplier', supplier.id);
    if (await repo.findOpen(tx, user.id, 'smart_tracing', 'scheduled')) throw new AppError('VERIFICATION_PENDING');
    await repo.lockTracingSlot(tx, slot);
    if (await repo.isSlotTaken(tx, slot)) throw new AppError('SLOT_UNAVAILABLE', { field: 'scheduled_at' });
    await repo.insertRequest(tx, {
      userId: user.id,
      side: 'supplier',
      kind: 'smart_tracing',
      status: 'scheduled',
      scheduledAt: new Date(slot),
      contactName: input.contact_name,
      contactPhone: input.contact_phone,
    });
  });
}

/** Free smart tracing slots: the listed ones minus those any supplier has booked. */
export async function listTracingSlots(deps: Deps, user: SessionUser): Promise<TracingSlots> {
  await requireSupplier(deps.db, user.id);
  const all = tracingSlotStarts();
  const booked = all.length ? await repo.bookedSlots(deps.db, new Date(all[0]!), new Date(all.at(-1)!)) : new Set<string>();
  return { time_zone: TRACING_TIME_ZONE, slot_minutes: TRACING_SLOT_MINUTES, slots: all.filter((s) => !booked.has(s)) };
}

/**
 * The supplier cancels its booked session before it starts, or withdraws documents still in
 * review (to send corrected ones). Someone else's request is "not found".
 */
export async function cancelSupplierRequest(deps: Deps, user: SessionUser, id: number) {
  await requireSupplier(deps.db, user.id);
  await deps.db.transaction(async (tx) => {
    const row = await repo.findForUpdate(tx, id);
    if (!row || row.userId !== user.id || row.side !== 'supplier') throw new AppError('NOT_FOUND');
    const cancellable =
      (row.kind === 'smart_tracing' && row.status === 'scheduled' && row.scheduledAt !== null && row.scheduledAt.getTime() > Date.now()) ||
      (row.kind === 'documents' && row.status === 'pending');
    if (!cancellable) throw new AppError('CONFLICT');
    await repo.updateRequest(tx, row.id, { status: 'cancelled' });
  });
  return supplierStatus(deps.db, user.id);
}
