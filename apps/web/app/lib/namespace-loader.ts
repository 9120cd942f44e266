import { use } from 'react';
import type { I18n, Resource } from './translator.ts';
import { NAMESPACES } from './i18n.ts';

/**
 * Light public pages receive only the namespaces they render (root loader, page-namespaces.ts,
 * decision 012). What else a page comes to need loads here, once per language:
 * - parts in an AppScope (forms, dashboards, dialogs) may use any app namespace: the first such part
 *   loads the language's app namespaces as one chunk;
 * - a light page reached by client navigation loads the few namespaces it adds, one file each.
 * Locale files have the same keys in every language (a test checks), so no English is needed.
 */
const loading = new Map<string, Promise<void>>();

function addMissing(i18n: I18n, lang: string, bundles: Resource) {
  // Bundles a loader already sent (with English filled in) are kept as they are.
  for (const [ns, bundle] of Object.entries(bundles)) if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, bundle);
}

function once(key: string, job: () => Promise<void>): Promise<void> {
  let running = loading.get(key);
  if (!running) {
    running = job();
    // A failed download (offline) may be tried again.
    running.catch(() => loading.delete(key));
    loading.set(key, running);
  }
  return running;
}

// `errors` comes from the shared package and is on every page already.
const missing = (i18n: I18n, namespaces: readonly string[]) => namespaces.filter((ns) => ns !== 'errors' && !i18n.hasResourceBundle(i18n.language, ns));

/** Null when every app namespace of the instance's language is in; else a promise for when it is. */
export function ensureAppNamespaces(i18n: I18n): Promise<void> | null {
  const lang = i18n.language;
  if (!missing(i18n, NAMESPACES).length) return null;
  return once(`app:${lang}`, async () => addMissing(i18n, lang, await (await import('./namespace-files.ts')).appNamespaces(lang)));
}

/** Null when the namespaces are in; else a promise for when they are. */
export function ensureNamespaces(i18n: I18n, namespaces: readonly string[]): Promise<void> | null {
  const lang = i18n.language;
  const wanted = missing(i18n, namespaces);
  if (!wanted.length) return null;
  const jobs = wanted.map((ns) =>
    once(`${lang}:${ns}`, async () => {
      const bundle = await (await import('./namespace-files.ts')).namespaceFile(lang, ns);
      if (bundle) addMissing(i18n, lang, { [ns]: bundle });
    }),
  );
  return Promise.all(jobs).then(() => undefined);
}

/** Suspends the render until the namespaces are in (a navigation keeps the previous page meanwhile). */
export function useNamespaces(i18n: I18n, namespaces: readonly string[] | null) {
  const pending = namespaces ? ensureNamespaces(i18n, namespaces) : null;
  if (pending) use(pending);
}
