import type { Resource } from '~/lib/translator.ts';
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

/**
 * Namespaces sent only with the pages that use them, not with every page: long page texts (legal,
 * the trust programme pages), the membership pages' ~200 keys (checkout, receipts, the dashboards'
 * membership pages; the pricing and payment dialogs, shown anywhere, use `pricing`), the chat
 * (the messages pages' loaders send it; the chat container loads it when first opened), the help
 * centre (its light pages get it by lib/light-routes.ts), the AI agent's page (`agent`, sent by
 * /ai-agent's loader), the analytics reports' (`analytics`, their loaders send it) and the operators' console (`admin*`), which the public never sees.
 */
const ROUTE_SCOPED = new Set(['legal', 'trustStar', 'membership', 'chat', 'help', 'agent', 'analytics']);
const isRouteScoped = (ns: string) => ROUTE_SCOPED.has(ns) || ns.startsWith('admin');

function namespacesOf(lang: Language, pick: (ns: string) => boolean): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = pick('errors') ? { errors: errorsNamespace[lang] as Record<string, unknown> } : {};
  for (const [file, mod] of Object.entries(modules)) {
    const match = /locales\/(\w+)\/(\w+)\.json$/.exec(file);
    if (match?.[1] === lang && pick(match[2]!)) out[match[2]!] = mod.default;
  }
  return out;
}

function merged(lang: Language, pick: (ns: string) => boolean): Resource {
  const english = namespacesOf('en', pick);
  if (lang === 'en') return english as Resource;
  const own = namespacesOf(lang, pick);
  return Object.fromEntries(Object.keys(english).map((ns) => [ns, deepMerge(english[ns]!, own[ns] ?? {})])) as Resource;
}

/** What every page receives: all namespaces but the route-scoped ones. */
export function resourcesFor(lang: Language): Resource {
  return merged(lang, (ns) => !isRouteScoped(ns));
}

/** The operators' console namespaces (admin*), sent by the /admin layout's loader. */
export function adminResourcesFor(lang: Language): Resource {
  return merged(lang, (ns) => ns.startsWith('admin'));
}

/** Named route-scoped namespaces, for a route's loader to send (with `useRouteBundles`). */
export function routeResourcesFor(lang: Language, namespaces: readonly string[]): Resource {
  return merged(lang, (ns) => namespaces.includes(ns));
}

/**
 * A light public page's namespaces (page-namespaces.ts), with `errors` cut to its generic message:
 * the API's error texts (~11 KB) are for forms and dialogs, whose AppScope loads them whole.
 */
export function lightResourcesFor(lang: Language, namespaces: readonly string[], sections: Record<string, readonly string[]> = {}): Resource {
  const resources = { ...routeResourcesFor(lang, namespaces) };
  const errors = resources.errors as { generic?: string } | undefined;
  if (errors) resources.errors = { generic: errors.generic ?? '' };
  // Namespaces cut to the sections the page renders (page-namespaces.ts).
  for (const [ns, kept] of Object.entries(sections)) {
    const bundle = resources[ns] as Record<string, unknown> | undefined;
    if (bundle) resources[ns] = Object.fromEntries(kept.filter((key) => key in bundle).map((key) => [key, bundle[key]])) as Resource[string];
  }
  return resources;
}
