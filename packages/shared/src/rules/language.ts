import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../constants/languages.ts';

/** Maps one language tag to a supported language: vi -> vi, zh -> zh, anything else -> en. */
export function languageFromTag(tag: string | null | undefined): Language {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'vi') return 'vi';
  if (primary === 'zh') return 'zh';
  return DEFAULT_LANGUAGE;
}

/**
 * The language of an Accept-Language header. Only the browser's first preference counts, as with
 * `navigator.language` on the client, so server and client agree on the same visitor.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return languageFromTag(ranked[0]?.tag);
}

/** A saved choice wins; otherwise the browser's language. */
export function chooseLanguage(saved: string | null | undefined, browser: Language): Language {
  return isLanguage(saved) ? saved : browser;
}
