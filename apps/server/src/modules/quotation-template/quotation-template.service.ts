import type { z } from 'zod';
import { MAX_TEMPLATES, type QuotationTemplate, type templateSaveRequest } from '@tradelink/shared/quotation/template';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { requireSupplier } from '../account/sides.ts';
import { checkReferenceTerms } from '../quotation/quotation-rules.ts';
import * as repo from './quotation-template.repository.ts';

type SaveInput = z.output<typeof templateSaveRequest>;

function present(r: repo.TemplateRow): QuotationTemplate {
  return {
    id: r.id,
    name: r.name,
    unit_price: r.unitPrice,
    currency: r.currency,
    uom: r.uom,
    incoterm: r.incoterm,
    payment_terms: r.paymentTerms,
    lead_time_days: r.leadTimeDays,
    validity_days: r.validityDays,
    message: r.message,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

const nameTaken = () => new AppError('TEMPLATE_NAME_TAKEN', { field: 'name' });

export async function listTemplates(deps: Deps, user: SessionUser): Promise<QuotationTemplate[]> {
  const supplier = await requireSupplier(deps.db, user.id);
  return (await repo.listOwned(deps.db, supplier.id)).map(present);
}

export async function getTemplate(deps: Deps, user: SessionUser, id: number): Promise<QuotationTemplate> {
  const supplier = await requireSupplier(deps.db, user.id);
  const row = await repo.findOwned(deps.db, supplier.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return present(row);
}

/**
 * Creates a template (at most MAX_TEMPLATES per supplier, counted with the supplier row locked) or
 * replaces the terms of one of the supplier's own. Names are unique per supplier, ignoring case;
 * the database index decides, so two parallel saves cannot both take a name.
 */
export async function saveTemplate(deps: Deps, user: SessionUser, input: SaveInput): Promise<QuotationTemplate> {
  const supplier = await requireSupplier(deps.db, user.id);
  await checkReferenceTerms(deps.db, input);
  const values: repo.TemplateColumns = {
    name: input.name,
    unitPrice: input.unit_price ?? null,
    currency: input.currency ?? null,
    uom: input.uom ?? null,
    incoterm: input.incoterm ?? null,
    paymentTerms: input.payment_terms ?? null,
    leadTimeDays: input.lead_time_days ?? null,
    validityDays: input.validity_days ?? null,
    message: input.message || null,
  };
  const row = await deps.db
    .transaction(async (tx) => {
      if (input.id !== undefined) return repo.update(tx, supplier.id, input.id, values);
      await repo.lockSupplier(tx, supplier.id);
      if ((await repo.countOwned(tx, supplier.id)) >= MAX_TEMPLATES) throw new AppError('TEMPLATE_LIMIT', { params: { limit: MAX_TEMPLATES } });
      return repo.insert(tx, supplier.id, values);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    });
  if (!row) throw new AppError('NOT_FOUND');
  return present(row);
}

export async function deleteTemplate(deps: Deps, user: SessionUser, id: number): Promise<{ ok: true }> {
  const supplier = await requireSupplier(deps.db, user.id);
  if (!(await repo.remove(deps.db, supplier.id, id))) throw new AppError('NOT_FOUND');
  return { ok: true };
}
