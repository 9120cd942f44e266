import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { interpolate } from '@tradelink/shared/i18n/translate';
import { countryName, formatDate, formatDecimal, formatMoney, parseIsoDate } from './export-format.ts';
import { quotationLabels, statusLabel } from './export-labels.ts';
import { loadExportFonts } from './fonts.ts';
import { exactTotal, quotationNumber } from './quotation-csv.ts';
import type { ExportLang, QuotationExport } from './quotation-export.types.ts';

type Doc = PDFKit.PDFDocument;

const PDF_LANG: Record<ExportLang, string> = { en: 'en', vi: 'vi', zh: 'zh-CN' };
const DASH = '—';

const COLOR = { text: '#111827', muted: '#6b7280', accent: '#0f766e', rule: '#d1d5db', stripe: '#f3f4f6' } as const;
const FONT = { body: 'Body', bold: 'Bold' } as const;
const MARGIN = { top: 48, bottom: 64, left: 50, right: 50 } as const;
const LOGO_BOX: [number, number] = [150, 56];
/** Cells and names are capped so one absurd value cannot push a table row past a page. */
const MAX_CELL_HEIGHT = 160;

/**
 * Text as pdfkit should draw it: NFC (precomposed Vietnamese letters, which the font has),
 * one kind of line break, tabs as spaces, other control characters dropped (they would draw as boxes).
 */
function clean(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, '');
}

function orDash(text: string | null | undefined): string {
  const value = text == null ? '' : clean(text).trim();
  return value === '' ? DASH : value;
}

/**
 * The logo as something pdfkit can embed: PNG stays PNG, JPEG stays JPEG, anything sharp reads
 * (WebP, GIF, AVIF, TIFF, SVG) becomes PNG. Orientation is applied and big images are scaled down
 * so the PDF stays small. An unreadable logo is left out rather than failing the export.
 */
async function prepareLogo(logo: Buffer | null): Promise<Buffer | null> {
  if (!logo || logo.length === 0) return null;
  const isJpeg = logo[0] === 0xff && logo[1] === 0xd8 && logo[2] === 0xff;
  try {
    const image = sharp(logo, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: LOGO_BOX[0] * 4, height: LOGO_BOX[1] * 4, fit: 'inside', withoutEnlargement: true });
    return await (isJpeg ? image.jpeg({ quality: 85 }) : image.png()).toBuffer();
  } catch {
    return null;
  }
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page unless `height` more points fit on this one. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

function sectionHeading(doc: Doc, text: string): void {
  doc.font(FONT.bold).fontSize(12);
  ensureSpace(doc, doc.currentLineHeight(true) + 40); // keep the heading with what follows
  doc.fillColor(COLOR.accent).text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

interface ColumnLine {
  text: string;
  bold?: boolean;
  size?: number;
  color?: string;
}

/** Writes lines in a column starting at (x, y); returns the y below the last line. */
function writeColumn(doc: Doc, x: number, y: number, width: number, lines: ColumnLine[]): number {
  let cursor = y;
  for (const line of lines) {
    doc
      .font(line.bold ? FONT.bold : FONT.body)
      .fontSize(line.size ?? 10)
      .fillColor(line.color ?? COLOR.text);
    const height = lineHeight(doc, line.text, width);
    doc.text(line.text, x, cursor, { width, lineGap: COLUMN_LINE_GAP, height, ellipsis: true });
    cursor += height + 2;
  }
  return cursor;
}

const COLUMN_LINE_GAP = 1;
const COLUMN_MAX_LINES = 3;

/** Height of a column line with the current font, at most COLUMN_MAX_LINES lines (the rest is cut with …). */
function lineHeight(doc: Doc, text: string, width: number): number {
  const cap = COLUMN_MAX_LINES * (doc.currentLineHeight(true) + COLUMN_LINE_GAP) + 0.5;
  return Math.min(doc.heightOfString(text, { width, lineGap: COLUMN_LINE_GAP }), cap);
}

function columnHeight(doc: Doc, width: number, lines: ColumnLine[]): number {
  let total = 0;
  for (const line of lines) {
    doc.font(line.bold ? FONT.bold : FONT.body).fontSize(line.size ?? 10);
    total += lineHeight(doc, line.text, width) + 2;
  }
  return total;
}

function drawTermsTable(doc: Doc, rows: { label: string; value: string; strong?: boolean }[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const labelWidth = 170;
  const pad = 6;
  const valueWidth = width - labelWidth - pad * 3;
  doc.lineWidth(0.5);
  rows.forEach((row, index) => {
    doc.font(FONT.body).fontSize(10);
    const labelHeight = doc.heightOfString(row.label, { width: labelWidth - pad });
    doc.font(row.strong ? FONT.bold : FONT.body).fontSize(row.strong ? 11 : 10);
    const valueHeight = Math.min(doc.heightOfString(row.value, { width: valueWidth }), MAX_CELL_HEIGHT);
    const rowHeight = Math.max(labelHeight, valueHeight) + pad * 2;
    ensureSpace(doc, rowHeight);
    const top = doc.y;
    if (index % 2 === 0) doc.rect(left, top, width, rowHeight).fill(COLOR.stripe);
    doc.moveTo(left, top + rowHeight).lineTo(left + width, top + rowHeight).strokeColor(COLOR.rule).stroke();
    doc.font(FONT.body).fontSize(10).fillColor(COLOR.muted).text(row.label, left + pad, top + pad, { width: labelWidth - pad });
    doc
      .font(row.strong ? FONT.bold : FONT.body)
      .fontSize(row.strong ? 11 : 10)
      .fillColor(COLOR.text)
      .text(row.value, left + labelWidth + pad, top + pad, { width: valueWidth, height: valueHeight, ellipsis: true });
    doc.x = left;
    doc.y = top + rowHeight;
  });
}

function drawFooters(doc: Doc, generated: string, lang: ExportLang): void {
  const { footer } = quotationLabels(lang);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const { margins } = doc.page;
    const savedBottom = margins.bottom;
    margins.bottom = 0; // writing below the bottom margin must not start a new page
    const left = margins.left;
    const width = contentWidth(doc);
    const y = doc.page.height - savedBottom + 20;
    doc.moveTo(left, y - 6).lineTo(left + width, y - 6).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
    doc.font(FONT.body).fontSize(8).fillColor(COLOR.muted);
    doc.text(`Tradelink · ${generated}`, left, y, { width: width / 2, lineBreak: false });
    const pageText = interpolate(footer.pageOf, { page: i - range.start + 1, total: range.count });
    doc.text(pageText, left + width - doc.widthOfString(pageText), y, { lineBreak: false });
    margins.bottom = savedBottom;
  }
}

/**
 * Renders one quotation as an A4 PDF in `lang`. Text is set in Noto Sans SC (a subset, embedded as a
 * subset again: fonts/README.md), which covers Latin, Vietnamese and common Simplified and Traditional
 * Chinese, so names and messages in any of the three render whatever the interface language; a
 * character outside the subset draws as a box. Dates are shown in UTC.
 */
export async function renderQuotationPdf(q: QuotationExport, lang: ExportLang): Promise<Buffer> {
  const { title: titleLabel, fields: t, values, footer } = quotationLabels(lang);
  const [fonts, logo] = await Promise.all([loadExportFonts(), prepareLogo(q.supplier.logo)]);
  const number = quotationNumber(q.id);
  const title = interpolate(titleLabel, { number });
  const now = new Date();

  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: { ...MARGIN },
    bufferPages: true,
    lang: PDF_LANG[lang],
    displayTitle: true,
    info: { Title: title, Author: clean(q.supplier.companyName), Subject: clean(q.rfq.productName), Creator: 'Tradelink', CreationDate: now },
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont(FONT.body, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  const left = MARGIN.left;
  const width = contentWidth(doc);

  // Header: supplier logo on the left, Tradelink wordmark on the right.
  const headerTop = MARGIN.top;
  if (logo) {
    try {
      doc.image(logo, left, headerTop, { fit: LOGO_BOX, valign: 'center' });
    } catch {
      // an image pdfkit cannot embed is left out
    }
  }
  doc.font(FONT.bold).fontSize(20).fillColor(COLOR.accent).text('Tradelink', left, headerTop + 12, { width, align: 'right', lineBreak: false });
  const ruleY = headerTop + LOGO_BOX[1] + 10;
  doc.moveTo(left, ruleY).lineTo(left + width, ruleY).lineWidth(1).strokeColor(COLOR.accent).stroke();

  // Title, status and date.
  doc.font(FONT.bold).fontSize(20).fillColor(COLOR.text).text(title, left, ruleY + 14, { width });
  doc
    .font(FONT.body)
    .fontSize(10)
    .fillColor(COLOR.muted)
    .text(`${t.status}: ${statusLabel(lang, q.status)}   ·   ${t.createdAt}: ${formatDate(lang, q.createdAt)}`, { width });
  doc.moveDown(1);

  // Supplier / buyer.
  const gap = 24;
  const columnWidth = (width - gap) / 2;
  const supplierLines: ColumnLine[] = [
    { text: t.supplier, bold: true, size: 9, color: COLOR.muted },
    { text: orDash(q.supplier.companyName), bold: true, size: 12 },
    { text: `${t.contact}: ${orDash(q.supplier.contactName)}` },
    { text: `${t.country}: ${q.supplier.country ? countryName(lang, orDash(q.supplier.country)) : DASH}` },
    { text: `${t.verificationLevel}: ${interpolate(values.verificationLevel, { level: q.supplier.verificationLevel })}` },
  ];
  const buyerLines: ColumnLine[] = [
    { text: t.buyer, bold: true, size: 9, color: COLOR.muted },
    { text: orDash(q.buyer.companyName), bold: true, size: 12 },
    { text: `${t.contact}: ${orDash(q.buyer.contactName)}` },
  ];
  ensureSpace(doc, Math.max(columnHeight(doc, columnWidth, supplierLines), columnHeight(doc, columnWidth, buyerLines)));
  const blockTop = doc.y;
  const blockBottom = Math.max(
    writeColumn(doc, left, blockTop, columnWidth, supplierLines),
    writeColumn(doc, left + columnWidth + gap, blockTop, columnWidth, buyerLines),
  );
  doc.x = left;
  doc.y = blockBottom;
  doc.moveDown(0.8);

  // RFQ reference.
  const rfqParts = [
    orDash(q.rfq.productName),
    `${formatDecimal(lang, q.rfq.quantity)} ${orDash(q.rfq.uom)}`,
    ...(q.rfq.destinationCountry ? [`${t.destinationCountry}: ${countryName(lang, clean(q.rfq.destinationCountry))}`] : []),
  ];
  doc.font(FONT.body).fontSize(10).fillColor(COLOR.text);
  ensureSpace(doc, doc.currentLineHeight(true) * 2);
  doc.text(`${interpolate(values.rfqReference, { id: q.rfq.id })}: ${rfqParts.join(' · ')}`, left, doc.y, { width, height: 60, ellipsis: true });
  doc.moveDown(1);

  // Terms.
  const total = exactTotal(q.unitPrice, q.quantity, q.currency);
  const validUntil = q.validUntil == null ? DASH : (() => {
    const date = parseIsoDate(q.validUntil);
    return date ? formatDate(lang, date) : orDash(q.validUntil);
  })();
  sectionHeading(doc, t.terms);
  drawTermsTable(doc, [
    { label: t.product, value: orDash(q.rfq.productName) },
    { label: t.quantity, value: `${formatDecimal(lang, q.quantity)} ${orDash(q.uom)}` },
    { label: t.unitPrice, value: formatMoney(lang, q.unitPrice, q.currency) },
    { label: t.total, value: total == null ? DASH : formatMoney(lang, total, q.currency), strong: true },
    { label: t.incoterm, value: orDash(q.incoterm) },
    { label: t.paymentTerms, value: orDash(q.paymentTerms) },
    { label: t.leadTime, value: q.leadTimeDays == null ? DASH : interpolate(values.leadTime, { days: formatDecimal(lang, String(q.leadTimeDays)) }) },
    { label: t.validUntil, value: validUntil },
  ]);
  doc.moveDown(1.2);

  // Message: flows over as many pages as it needs.
  sectionHeading(doc, t.message);
  doc.font(FONT.body).fontSize(10).fillColor(COLOR.text).text(orDash(q.message), left, doc.y, { width, lineGap: 2, paragraphGap: 4 });
  doc.moveDown(1.2);

  // Attachments.
  sectionHeading(doc, t.attachments);
  doc.font(FONT.body).fontSize(10).fillColor(COLOR.text);
  if (q.attachments.length === 0) doc.text(DASH, left, doc.y, { width });
  for (const attachment of q.attachments) {
    doc.text(`•  ${orDash(attachment.name)}`, left, doc.y, { width, indent: 0 });
  }

  drawFooters(doc, interpolate(footer.generatedOn, { date: formatDate(lang, now) }), lang);
  doc.end();
  return done;
}
