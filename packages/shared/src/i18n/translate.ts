import type { Language } from '../constants/languages.ts';
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import viErrors from '../locales/vi/errors.json' with { type: 'json' };
import zhErrors from '../locales/zh/errors.json' with { type: 'json' };

/** The errors namespace, shared: the server answers in the caller's language with the same text. */
export const errorsNamespace: Record<Language, typeof enErrors> = { en: enErrors, vi: viErrors, zh: zhErrors };

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in node) node = (node as Record<string, unknown>)[part];
    else return undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Fills the {{name}} placeholders of a translated text: the server's one interpolation for the shared
 * locale files (errors, e-mails, exports), in the syntax the web app's i18next reads too. A placeholder
 * without a value becomes empty.
 */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Translates a key of the errors namespace, falling back to English, interpolating {{name}}. */
export function translateError(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  return interpolate(lookup(errorsNamespace[lang], key) ?? lookup(errorsNamespace.en, key) ?? key, params);
}

export function hasErrorKey(key: string): boolean {
  return lookup(errorsNamespace.en, key) !== undefined;
}

/** The translated text of a zod issue: the schema's message key, else a key for the issue's kind. */
export function issueMessageKey(issue: { code: string; message: string }): string {
  if (hasErrorKey(`validation.${issue.message}`)) return `validation.${issue.message}`;
  if (issue.code === 'too_big') return 'validation.too_long';
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return 'validation.required';
  return 'validation.invalid';
}
