/** Everything needed to export one supplier quotation (PDF / CSV). Plain data, no DB types. */
export interface QuotationExport {
  id: number; // quotation id, shown as "Q-000123" (6 digits zero-padded)
  createdAt: Date;
  status: 'sent' | 'preferred' | 'declined' | 'withdrawn';
  rfq: { id: number; productName: string; quantity: string; uom: string; destinationCountry: string | null };
  supplier: { companyName: string; contactName: string; country: string | null; verificationLevel: number; logo: Buffer | null };
  buyer: { companyName: string | null; contactName: string };
  unitPrice: string; // decimal string, e.g. "12.50"
  currency: string; // ISO code, e.g. "USD"
  quantity: string; // decimal string
  uom: string; // e.g. "pieces" (already a display label)
  incoterm: string | null; // e.g. "FOB"
  paymentTerms: string | null; // e.g. "T/T"
  leadTimeDays: number | null;
  validUntil: string | null; // ISO date "2026-12-31"
  message: string | null; // free text written by the supplier, may contain any script, newlines
  attachments: { name: string }[];
}

export type ExportLang = 'en' | 'vi' | 'zh';
