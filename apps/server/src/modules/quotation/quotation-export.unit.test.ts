import sharp from 'sharp';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { interpolate } from '@tradelink/shared/i18n/translate';
import { formatMoney } from './export-format.ts';
import { quotationLabels } from './export-labels.ts';
import { csvField, exactTotal, neutralizeFormula, quotationNumber, renderQuotationCsv } from './quotation-csv.ts';
import type { QuotationExport } from './quotation-export.types.ts';
import { renderQuotationPdf } from './quotation-pdf.ts';

const VI_SUPPLIER = 'Cà phê Trung Nguyên, Đà Nẵng';
const ZH_SUPPLIER = '不锈钢水槽 供应商';

function quotation(overrides: Partial<QuotationExport> = {}): QuotationExport {
  return {
    id: 123,
    createdAt: new Date('2026-05-04T10:00:00Z'),
    status: 'sent',
    rfq: { id: 45, productName: '不锈钢水槽 Stainless steel sink', quantity: '1000', uom: 'pieces', destinationCountry: 'VN' },
    supplier: { companyName: `${VI_SUPPLIER} ${ZH_SUPPLIER}`, contactName: 'Nguyễn Văn Ánh', country: 'CN', verificationLevel: 2, logo: null },
    buyer: { companyName: 'Công ty TNHH Bếp Việt', contactName: 'Trần Thị Bích' },
    unitPrice: '12.50',
    currency: 'USD',
    quantity: '1000',
    uom: 'pieces',
    incoterm: 'FOB',
    paymentTerms: 'T/T',
    leadTimeDays: 30,
    validUntil: '2026-12-31',
    message: 'Xin chào,\nChúng tôi có thể giao hàng trong 30 ngày.\n您好，我们可以在30天内交货。',
    attachments: [{ name: 'catalogue.pdf' }, { name: '报价单.xlsx' }],
    ...overrides,
  };
}

// ---- helpers ---------------------------------------------------------------------------------------

/** A real parser (pdf.js) reads the PDF back: its text per page, its info dictionary. */
async function readPdf(pdf: Buffer): Promise<{ pages: string[]; info: Record<string, unknown> }> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n += 1) {
      const content = await (await document.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    const { info } = await document.getMetadata();
    return { pages, info: info as Record<string, unknown> };
  } finally {
    await document.destroy();
  }
}

/**
 * What the pages draw, glyph by glyph: the glyph's code in the PDF (Identity-H, so its id in the
 * embedded subset; 0 is .notdef, the box) and the text the PDF's ToUnicode map gives for it.
 */
async function drawnGlyphs(pdf: Buffer): Promise<{ code: number; text: string }[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const glyphs: { code: number; text: string }[] = [];
    for (let n = 1; n <= document.numPages; n += 1) {
      const { fnArray, argsArray } = await (await document.getPage(n)).getOperatorList();
      fnArray.forEach((fn, i) => {
        if (fn !== OPS.showText) return;
        for (const glyph of argsArray[i][0] as unknown[]) {
          if (glyph && typeof glyph === 'object') {
            const { originalCharCode, unicode } = glyph as { originalCharCode: number; unicode: string };
            glyphs.push({ code: originalCharCode, text: unicode });
          }
        }
      });
    }
    return glyphs;
  } finally {
    await document.destroy();
  }
}

/** Wrapping may split a name over lines: compare with all whitespace removed. */
const squash = (text: string) => text.replace(/\s+/g, '');

/** Minimal RFC 4180 reader, so the tests check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else if (c === '\n' || c === '\r') throw new Error(`bare line break outside quotes at ${i}`);
    else field += c;
  }
  if (field !== '' || row.length > 0) throw new Error('last record is not terminated by CRLF');
  return rows;
}

function csvMap(csv: string): Map<string, string> {
  const rows = parseCsv(csv.replace(/^\uFEFF/, ''));
  for (const row of rows) expect(row).toHaveLength(2);
  return new Map(rows.slice(1).map(([k, v]) => [k as string, v as string]));
}

const pngLogo = () => sharp({ create: { width: 320, height: 120, channels: 4, background: { r: 15, g: 118, b: 110, alpha: 1 } } }).png().toBuffer();
const webpLogo = () => sharp({ create: { width: 320, height: 120, channels: 3, background: { r: 200, g: 30, b: 30 } } }).webp().toBuffer();
const jpegLogo = () => sharp({ create: { width: 320, height: 120, channels: 3, background: { r: 20, g: 30, b: 200 } } }).jpeg().toBuffer();
const imageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;

// ---- labels ----------------------------------------------------------------------------------------

describe('export labels', () => {
  /** Every text of a language's quotation labels (the locales test checks keys and placeholders). */
  const texts = (lang: 'en' | 'vi' | 'zh'): Record<string, string> => {
    const out: Record<string, string> = {};
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') out[path] = node;
      else for (const [key, value] of Object.entries(node as object)) walk(value, path ? `${path}.${key}` : key);
    };
    walk(quotationLabels(lang), '');
    return out;
  };

  it('come from the locale files and are real translations in vi and zh', () => {
    const en = texts('en');
    for (const lang of ['vi', 'zh'] as const) {
      const table = texts(lang);
      expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) expect(table[key], `${lang}.${key} is an English copy`).not.toBe(en[key]);
    }
    for (const value of Object.values(texts('zh'))) expect(value).toMatch(/\p{Script=Han}/u);
    expect(Object.values(texts('vi')).join(' ')).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/);
  });

  it('fill their placeholders with the shared {{name}} interpolation', () => {
    expect(interpolate(quotationLabels('zh').footer.pageOf, { page: 2, total: 3 })).toBe('第 2 页，共 3 页');
    expect(interpolate(quotationLabels('vi').title, { number: 'Q-000123' })).toBe('Báo giá Q-000123');
    expect(interpolate(quotationLabels('en').values.rfqReference, { id: 45 })).toBe('In reply to RFQ #45');
  });
});

// ---- values ----------------------------------------------------------------------------------------

describe('exact total', () => {
  it.each([
    ['0.1', '3', 'USD', '0.30'],
    ['12.50', '1000', 'USD', '12500.00'],
    ['0.125', '3', 'USD', '0.375'],
    ['19.99', '0.5', 'EUR', '9.995'],
    ['12500', '3', 'VND', '37500'],
    ['1.005', '1000', 'JPY', '1005'],
    ['99999999999999.99', '1000000', 'USD', '99999999999999990000.00'],
    ['-2.5', '4', 'USD', '-10.00'],
    ['.5', '3', 'USD', '1.50'],
  ])('%s × %s %s = %s', (price, qty, currency, total) => {
    expect(exactTotal(price, qty, currency)).toBe(total);
  });

  it('is null for non-decimals', () => {
    for (const bad of ['', 'abc', '1e3', '1,000', '1.2.3', '.']) expect(exactTotal(bad, '2', 'USD')).toBeNull();
  });

  it('formats money exactly per language', () => {
    expect(formatMoney('en', '12500.00', 'USD')).toBe('$12,500.00');
    expect(formatMoney('vi', '12500.00', 'USD')).toBe('12.500,00\u00a0US$'); // Intl puts a no-break space there
    expect(formatMoney('zh', '0.375', 'USD')).toBe('US$0.375');
    expect(formatMoney('en', '37500', 'VND')).toBe('₫37,500');
    expect(formatMoney('en', '12345678901234567.89', 'USD')).toBe('$12,345,678,901,234,567.89');
    expect(formatMoney('en', '1.50', 'not a code')).toBe('1.5 not a code');
  });

  it('numbers quotations with six digits', () => {
    expect(quotationNumber(123)).toBe('Q-000123');
    expect(quotationNumber(1234567)).toBe('Q-1234567');
  });
});

// ---- CSV -------------------------------------------------------------------------------------------

describe('renderQuotationCsv', () => {
  it('starts with a BOM, ends every record with CRLF and has a translated Field,Value header', () => {
    const csv = renderQuotationCsv(quotation(), 'vi');
    expect(csv.startsWith('\uFEFFTrường,Giá trị\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(csv.slice(1)); // throws on a bare LF/CR outside quotes
    expect(rows.length).toBeGreaterThan(20);
    expect(renderQuotationCsv(quotation(), 'zh').startsWith('\uFEFF字段,值\r\n')).toBe(true);
    expect(renderQuotationCsv(quotation(), 'en').startsWith('\uFEFFField,Value\r\n')).toBe(true);
  });

  it('writes plain numbers, the currency in its own row and the exact total', () => {
    const t = quotationLabels('en').fields;
    const rows = csvMap(renderQuotationCsv(quotation(), 'en'));
    expect(rows.get(t.quotationNumber)).toBe('Q-000123');
    expect(rows.get(t.unitPrice)).toBe('12.50');
    expect(rows.get(t.quantity)).toBe('1000');
    expect(rows.get(t.currency)).toBe('USD');
    expect(rows.get(t.total)).toBe('12500.00');
    expect(rows.get(t.leadTimeDays)).toBe('30');
    expect(rows.get(t.validUntil)).toBe('2026-12-31');
    expect(rows.get(t.createdAt)).toBe('2026-05-04');
    expect(rows.get(t.status)).toBe('Sent');

    const small = csvMap(renderQuotationCsv(quotation({ unitPrice: '0.1', quantity: '3' }), 'zh'));
    expect(small.get(quotationLabels('zh').fields.total)).toBe('0.30');
    expect(small.get(quotationLabels('zh').fields.status)).toBe('已发送');
  });

  it('quotes commas, quotes and line breaks and keeps Vietnamese and Chinese intact', () => {
    const csv = renderQuotationCsv(quotation({ message: 'Line 1, "quoted"\r\nLine 2 – 第二行' }), 'vi');
    expect(csv).toContain(`"${VI_SUPPLIER} ${ZH_SUPPLIER}"`);
    expect(csv).toContain('"Line 1, ""quoted""\nLine 2 – 第二行"');
    const rows = csvMap(csv);
    expect(rows.get(quotationLabels('vi').fields.supplierCompany)).toBe(`${VI_SUPPLIER} ${ZH_SUPPLIER}`);
    expect(rows.get(quotationLabels('vi').fields.message)).toBe('Line 1, "quoted"\nLine 2 – 第二行');
    expect(rows.get(quotationLabels('vi').fields.attachments)).toBe('catalogue.pdf\n报价单.xlsx');
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a\rb')).toBe('"a\rb"');
  });

  it('neutralises formula injection in user-written values but not in numbers', () => {
    const t = quotationLabels('en').fields;
    const rows = csvMap(
      renderQuotationCsv(
        quotation({
          message: '=HYPERLINK("http://evil.example","click")',
          supplier: { companyName: '+cmd|/C calc!A0', contactName: '-2+3', country: '@SUM(A1)', verificationLevel: 1, logo: null },
          buyer: { companyName: '\tTabbed', contactName: '\rReturn' },
          paymentTerms: '=1+1',
          attachments: [{ name: '@evil.xlsx' }],
          unitPrice: '-5.00',
        }),
        'en',
      ),
    );
    expect(rows.get(t.message)).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(rows.get(t.supplierCompany)).toBe("'+cmd|/C calc!A0");
    expect(rows.get(t.supplierContact)).toBe("'-2+3");
    expect(rows.get(t.supplierCountry)).toBe("'@SUM(A1)");
    expect(rows.get(t.buyerCompany)).toBe("'\tTabbed");
    expect(rows.get(t.buyerContact)).toBe("'\nReturn");
    expect(rows.get(t.paymentTerms)).toBe("'=1+1");
    expect(rows.get(t.attachments)).toBe("'@evil.xlsx");
    expect(rows.get(t.unitPrice)).toBe('-5.00'); // a real number stays computable
    expect(rows.get(t.total)).toBe('-5000.00');
    expect(neutralizeFormula('safe = text')).toBe('safe = text');
  });

  it('names the RFQ’s destination and the supplier’s country in the reader’s language', () => {
    const en = quotationLabels('en').fields;
    const rows = csvMap(renderQuotationCsv(quotation(), 'en'));
    expect(rows.get(en.destinationCountry)).toBe('Vietnam');
    expect(rows.get(en.supplierCountry)).toBe('China');
    const zh = csvMap(renderQuotationCsv(quotation(), 'zh'));
    expect(zh.get(quotationLabels('zh').fields.destinationCountry)).toBe('越南');
    const none = csvMap(renderQuotationCsv(quotation({ rfq: { ...quotation().rfq, destinationCountry: null } }), 'en'));
    expect(none.get(en.destinationCountry)).toBe('');
  });

  it('leaves missing optional values empty', () => {
    const t = quotationLabels('en').fields;
    const rows = csvMap(
      renderQuotationCsv(
        quotation({ incoterm: null, paymentTerms: null, leadTimeDays: null, validUntil: null, message: null, attachments: [], buyer: { companyName: null, contactName: 'X' } }),
        'en',
      ),
    );
    for (const key of ['incoterm', 'paymentTerms', 'leadTimeDays', 'validUntil', 'message', 'attachments', 'buyerCompany'] as const) {
      expect(rows.get(t[key]), key).toBe('');
    }
  });
});

// ---- PDF -------------------------------------------------------------------------------------------

describe('renderQuotationPdf', { timeout: 60_000 }, () => {
  it('is a well-formed PDF with embedded, subset fonts and the text of all three scripts', async () => {
    const pdf = await renderQuotationPdf(quotation(), 'zh');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1').trim().endsWith('%%EOF')).toBe(true);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/); // subset prefix
    expect(raw).not.toContain('/Helvetica');
    expect(raw).toContain('/Lang (zh-CN)');
    expect(pdf.length).toBeLessThan(150_000); // subset: the font files themselves are ~10 MB each

    const { pages, info } = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    const text = squash(pages.join('\n'));
    expect(text).toContain(squash(VI_SUPPLIER));
    expect(text).toContain(squash(ZH_SUPPLIER));
    expect(text).toContain(squash('报价单 Q-000123'));
    expect(text).toContain('Tradelink');
    expect(text).toContain(squash('Nguyễn Văn Ánh'));
    expect(text).toContain(squash('Trần Thị Bích'));
    expect(text).toContain('US$12,500.00');
    expect(text).toContain('US$12.50');
    expect(text).toContain('2026年12月31日');
    expect(text).toContain(squash('30 天'));
    expect(text).toContain(squash('您好，我们可以在30天内交货。'));
    expect(text).toContain('报价单.xlsx');
    expect(text).toContain(squash('第 1 页，共 1 页'));
    expect(info.Title).toBe('报价单 Q-000123');
    expect(info.Author).toBe(`${VI_SUPPLIER} ${ZH_SUPPLIER}`);
    expect(info.Creator).toBe('Tradelink');
  });

  it('draws Vietnamese and Chinese text with the glyphs of the embedded subset font, never .notdef', async () => {
    const sample = [
      'Nguyễn Thị Ánh Đào, Công ty TNHH Xuất nhập khẩu Ứng Hòa, Quận Hải Châu, Đà Nẵng — 12.500.000 ₫',
      '广州市喆堃贸易有限公司：不锈钢水槽（304），交货期 30 天。',
      '臺灣貿易實業股份有限公司 · 電子 機械 國際',
      '“Quote” – €5 · ①②③ ℃ № ™',
    ].join('\n');
    const pdf = await renderQuotationPdf(quotation({ message: sample }), 'vi');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Bold/);
    const glyphs = await drawnGlyphs(pdf);
    expect(glyphs.filter((glyph) => glyph.code === 0)).toEqual([]);
    expect(squash(glyphs.map((glyph) => glyph.text).join(''))).toContain(squash(sample));
  });

  it('draws a character outside the font subset as .notdef (a box) and still exports', async () => {
    // U+20000 (CJK Extension B) and ₹ (Noto Sans SC never had it) are not in the subset.
    const pdf = await renderQuotationPdf(quotation({ message: 'A\u{20000}B ₹ C' }), 'en');
    const glyphs = await drawnGlyphs(pdf);
    expect(glyphs.filter((glyph) => glyph.code === 0)).toHaveLength(2);
    expect(glyphs.map((glyph) => (glyph.code === 0 ? '□' : glyph.text)).join('')).toContain('A□B □ C');
    expect((await readPdf(pdf)).pages).toHaveLength(1);
  });

  it('uses the language for labels, numbers and dates', async () => {
    const vi = squash((await readPdf(await renderQuotationPdf(quotation(), 'vi'))).pages.join('\n'));
    expect(vi).toContain(squash('Báo giá Q-000123'));
    expect(vi).toContain(squash('Tổng cộng'));
    expect(vi).toContain(squash('12.500,00 US$'));
    expect(vi).toContain(squash('31 tháng 12, 2026'));
    expect(vi).toContain(squash('Nơi đến: Việt Nam'));
    const en = squash((await readPdf(await renderQuotationPdf(quotation(), 'en'))).pages.join('\n'));
    expect(en).toContain(squash('Quotation Q-000123'));
    expect(en).toContain('$12,500.00');
    expect(en).toContain(squash('December 31, 2026'));
    expect(en).toContain(squash('Page 1 of 1'));
  });

  it('embeds a PNG, a WebP (converted) and a JPEG logo, and survives an unreadable one', async () => {
    expect(imageCount(await renderQuotationPdf(quotation(), 'en'))).toBe(0);
    for (const logo of [await pngLogo(), await webpLogo(), await jpegLogo()]) {
      const pdf = await renderQuotationPdf(quotation({ supplier: { ...quotation().supplier, logo } }), 'en');
      expect(imageCount(pdf)).toBeGreaterThanOrEqual(1);
      expect((await readPdf(pdf)).pages).toHaveLength(1);
    }
    const broken = await renderQuotationPdf(quotation({ supplier: { ...quotation().supplier, logo: Buffer.from('not an image') } }), 'en');
    expect(broken.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(imageCount(broken)).toBe(0);
  });

  it('flows a long message over several pages with numbered footers', async () => {
    const paragraph = 'Chúng tôi cung cấp chậu rửa inox 304 chất lượng cao. 我们提供高品质的304不锈钢水槽。 We ship worldwide.\n';
    const pdf = await renderQuotationPdf(quotation({ message: paragraph.repeat(150) + 'x'.repeat(3000) }), 'vi');
    const { pages } = await readPdf(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(squash(page)).toContain(squash(`Trang ${i + 1}/${pages.length}`)));
    expect(squash(pages.at(-1) ?? '')).toContain('报价单.xlsx'); // attachments come after the message
    expect(pdf.subarray(-6).toString('latin1').trim().endsWith('%%EOF')).toBe(true);
  });

  it('shows — for missing optional fields', async () => {
    const pdf = await renderQuotationPdf(
      quotation({
        incoterm: null,
        paymentTerms: null,
        leadTimeDays: null,
        validUntil: null,
        message: null,
        attachments: [],
        rfq: { ...quotation().rfq, destinationCountry: null },
        supplier: { ...quotation().supplier, country: null },
        buyer: { companyName: null, contactName: '' },
      }),
      'en',
    );
    const text = (await readPdf(pdf)).pages.join('\n');
    expect(text.match(/—/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
    expect(squash(text)).toContain(squash('Incoterm—'));
    expect(squash(text)).toContain(squash('Valid until—'));
  });
});
