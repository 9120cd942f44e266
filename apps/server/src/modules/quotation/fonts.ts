import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Noto Sans SC (Google Fonts build, SIL OFL 1.1) from the `@expo-google-fonts/noto-sans-sc` npm package.
 * One TrueType file covers Latin, Vietnamese (all precomposed letters, ₫) and Simplified Chinese,
 * so a whole quotation renders with one family. pdfkit embeds it as a subset (/FontFile2 + ToUnicode).
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

export interface ExportFonts {
  regular: Buffer;
  bold: Buffer;
}

const require = createRequire(import.meta.url);
let cached: Promise<ExportFonts> | undefined;

/** Reads the two font files once (about 10 MB each) on first use and keeps them in memory. */
export function loadExportFonts(): Promise<ExportFonts> {
  cached ??= Promise.all([readFile(require.resolve(FONT_FILES.regular)), readFile(require.resolve(FONT_FILES.bold))]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      cached = undefined; // let a later call retry instead of caching the failure
      throw error;
    },
  );
  return cached;
}
