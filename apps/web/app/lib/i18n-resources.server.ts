import type { Resource } from 'i18next';
import type { Language } from '@tradelink/shared/constants/languages';
import { errorsNamespace } from '@tradelink/shared/i18n/translate';

// Every language's files are bundled on the server only; a page receives just its language,
// with English filled in under any key the language lacks.
const modules = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? deepMerge(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

function namespacesOf(lang: Language): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = { errors: errorsNamespace[lang] as Record<string, unknown> };
  for (const [file, mod] of Object.entries(modules)) {
    const match = /locales\/(\w+)\/(\w+)\.json$/.exec(file);
    // Long page texts (legal) are loaded by their own pages, not sent with every page.
    if (match?.[1] === lang && match[2] !== 'legal') out[match[2]!] = mod.default;
  }
  return out;
}

export function resourcesFor(lang: Language): Resource {
  const english = namespacesOf('en');
  if (lang === 'en') return english as Resource;
  const own = namespacesOf(lang);
  return Object.fromEntries(Object.keys(english).map((ns) => [ns, deepMerge(english[ns]!, own[ns] ?? {})])) as Resource;
}
