import type { Language } from '@tradelink/shared/constants/languages';
import { formatLongDate } from './format.ts';

export interface LegalPage {
  title: string;
  description: string;
  sections: Array<{ heading: string; body: string[] }>;
}

interface LegalFile {
  updated: string;
  contents: string;
  pages: Record<string, LegalPage>;
}

const files = import.meta.glob<{ default: LegalFile }>('../locales/*/legal.json', { eager: true });

/** When the texts were last revised (shown on each page). */
export const LEGAL_UPDATED = '2026-11-21';

/** One legal page in the caller's language (English when a language lacks it). */
export function legalPage(lang: Language, slug: string) {
  const file = files[`../locales/${lang}/legal.json`]?.default ?? files['../locales/en/legal.json']!.default;
  const page = file.pages[slug] ?? files['../locales/en/legal.json']!.default.pages[slug];
  if (!page) return null;
  return { page, updated: file.updated.replace('{{date}}', formatLongDate(LEGAL_UPDATED, lang)), contents: file.contents };
}
