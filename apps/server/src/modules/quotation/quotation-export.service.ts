import type { Language } from '@tradelink/shared/constants/languages';
import { isImageKey } from '@tradelink/shared/media/images';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAttachments } from '../attachment/attachment.repository.ts';
import { readObject } from '../../lib/storage/object-store.ts';
import { findOriginal } from '../media/media.storage.ts';
import { unitLabel } from '@tradelink/shared/reference/units';
import { quotationNumber, renderQuotationCsv } from './quotation-csv.ts';
import type { QuotationExport } from './quotation-export.types.ts';
import { renderQuotationPdf } from './quotation-pdf.ts';
import * as repo from './quotation.repository.ts';

const fullName = (first: unknown, last: unknown) => [first, last].filter((v) => typeof v === 'string' && v.trim()).join(' ');

/** The quotation as export data, for its buyer or its supplier only (anyone else: not found). */
async function exportData(deps: Deps, userId: string, id: number, lang: Language): Promise<QuotationExport> {
  const r = await repo.findQuotation(deps.db, id);
  if (!r || (r.buyer_user_id !== userId && r.supplier_user_id !== userId)) throw new AppError('NOT_FOUND');
  if (r.buyer_user_id === userId && r.status === 'withdrawn') throw new AppError('NOT_FOUND');
  const files = await findAttachments(deps.db, (r.attachment_ids as string[]) ?? []);
  // The unit as the pages name it, in the form its quantity takes ("500 Metric Tons").
  const unit = (code: unknown, quantity: unknown) => unitLabel(String(code), lang, String(quantity));
  let logo: Buffer | null = null;
  const logoKey = r.s_logo as string | null;
  if (logoKey && isImageKey(logoKey)) {
    const original = await findOriginal(deps.storage.media, logoKey);
    logo = original ? await readObject(deps.storage.media, original.key) : null;
  }
  return {
    id: Number(r.id),
    createdAt: new Date(r.created_at as string),
    status: r.status as QuotationExport['status'],
    rfq: {
      id: Number(r.rfq_id),
      productName: String(r.r_product_name),
      quantity: String(Number(r.r_quantity)),
      uom: unit(r.r_uom, r.r_quantity),
      destinationCountry: (r.r_destination_country as string | null) ?? null,
    },
    supplier: {
      companyName: String(r.s_company_name),
      contactName: fullName(r.s_first_name, r.s_last_name),
      country: (r.s_country as string | null) ?? null,
      verificationLevel: Number(r.s_level),
      logo,
    },
    buyer: { companyName: (r.b_company_name as string | null) ?? null, contactName: fullName(r.b_first_name, r.b_last_name) },
    unitPrice: String(r.unit_price),
    currency: String(r.currency),
    quantity: String(r.quantity),
    uom: unit(r.uom, r.quantity),
    incoterm: (r.incoterm as string | null) ?? null,
    paymentTerms: (r.payment_terms as string | null) ?? null,
    leadTimeDays: r.lead_time_days === null ? null : Number(r.lead_time_days),
    validUntil: (r.valid_until as string | null) ?? null,
    message: (r.message as string | null) ?? null,
    attachments: files.map((f) => ({ name: f.name })),
  };
}

export async function quotationPdf(deps: Deps, userId: string, id: number, lang: Language) {
  const data = await exportData(deps, userId, id, lang);
  return { body: await renderQuotationPdf(data, lang), fileName: `${quotationNumber(data.id)}.pdf` };
}

export async function quotationCsv(deps: Deps, userId: string, id: number, lang: Language) {
  const data = await exportData(deps, userId, id, lang);
  return { body: renderQuotationCsv(data, lang), fileName: `${quotationNumber(data.id)}.csv` };
}
