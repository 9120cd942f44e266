import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';

/**
 * Noto Sans SC (SIL OFL 1.1), cut down to Latin, Vietnamese, punctuation and the common Simplified
 * and Traditional Chinese characters, and stored Brotli-compressed in ./fonts/ (README.md there says
 * what is in the subset and why). One family covers a whole quotation in any of the three languages;
 * a character outside the subset draws as the font's box glyph (.notdef) instead of failing the export.
 * pdfkit embeds only the glyphs a PDF uses (/FontFile2 + ToUnicode).
 */
const FONT_FILES = {
  regular: new URL('./fonts/NotoSansSC-Regular.subset.ttf.br', import.meta.url),
  bold: new URL('./fonts/NotoSansSC-Bold.subset.ttf.br', import.meta.url),
} as const;

export interface ExportFonts {
  regular: Buffer;
  bold: Buffer;
}

const decompress = promisify(brotliDecompress);
let cached: Promise<ExportFonts> | undefined;

async function loadFont(file: URL): Promise<Buffer> {
  return decompress(await readFile(file));
}

/** Reads and unpacks the two TrueType files once (about 3.7 MB each) on first use and keeps them in memory. */
export function loadExportFonts(): Promise<ExportFonts> {
  cached ??= Promise.all([loadFont(FONT_FILES.regular), loadFont(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      cached = undefined; // let a later call retry instead of caching the failure
      throw error;
    },
  );
  return cached;
}
