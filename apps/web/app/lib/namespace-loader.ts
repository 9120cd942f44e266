import { use } from 'react';
import type { I18n, Resource } from './translator.ts';
import { NAMESPACES } from './i18n.ts';
import { CUT_NAMESPACE_PROBES } from './page-namespaces.ts';

/**
 * Light public pages receive only the namespaces they render (root loader, page-namespaces.ts,
 * decision 012). What else a page comes to need loads here, in the browser only (a server render
 * has every namespace its page uses, from the root loader):
 * - parts in an AppScope (forms, dashboards, dialogs) may use any app namespace: the first such part
 *   loads the language's app namespaces as one chunk;
 * - a light page reached by client navigation loads the few namespaces it adds, one file each (so
 *   does the chat container, for `chat`).
 * Locale files have the same keys in every language (a test checks), so no English is needed.
 */

// Downloads, once per document; adding them to an instance is cached per instance, so an instance
// created later (a language switch, the root's error screen) still receives them.
const downloads = new Map<string, Promise<Resource>>();
const added = new WeakMap<I18n, Map<string, Promise<void>>>();

function download(key: string, load: () => Promise<Resource>): Promise<Resource> {
  let job = downloads.get(key);
  if (!job) {
    job = load();
    // A failed download (offline) may be tried again.
    job.catch(() => downloads.delete(key));
    downloads.set(key, job);
  }
  return job;
}

function addTo(i18n: I18n, key: string, load: () => Promise<Resource>): Promise<void> {
  let byKey = added.get(i18n);
  if (!byKey) added.set(i18n, (byKey = new Map()));
  let job = byKey.get(key);
  if (!job) {
    job = download(key, load).then((bundles) => {
      // Merged under what a loader already sent (its texts, with English filled in, win).
      for (const [ns, bundle] of Object.entries(bundles)) i18n.addResourceBundle(i18n.language, ns, bundle, true, false);
    });
    job.catch(() => byKey.delete(key));
    byKey.set(key, job);
  }
  return job;
}

// Light pages get `errors` with its generic message only, and some get a namespace cut to the
// sections they render (page-namespaces.ts): a key only the whole one has tells them apart.
const PROBES: Record<string, string> = { errors: 'codes.INTERNAL', ...CUT_NAMESPACE_PROBES };
const has = (i18n: I18n, ns: string, key: string) => i18n.getFixedT(ns)(key, { defaultValue: '' }) !== '';
const isWhole = (i18n: I18n, ns: string) => i18n.hasResourceBundle(i18n.language, ns) && (!(ns in PROBES) || has(i18n, ns, PROBES[ns]!));
const missing = (i18n: I18n, namespaces: readonly string[]) => namespaces.filter((ns) => !isWhole(i18n, ns));
// A light page reached by navigation loads what it lacks, but not the whole `errors` (its forms do).
const absent = (i18n: I18n, namespaces: readonly string[]) =>
  namespaces.filter((ns) => !i18n.hasResourceBundle(i18n.language, ns) || (ns in CUT_NAMESPACE_PROBES && !isWhole(i18n, ns)));

const appNamespaces = (lang: string) => async () => (await import('./namespace-files.ts')).appNamespaces(lang);

/** Starts downloading the app namespaces of a language (an island loading its code meanwhile). */
export function preloadAppNamespaces(lang: string): Promise<unknown> {
  return download(`app:${lang}`, appNamespaces(lang));
}

/** Null when every app namespace of the instance's language is in; else a promise for when it is. */
export function ensureAppNamespaces(i18n: I18n): Promise<void> | null {
  if (typeof window === 'undefined' || !missing(i18n, NAMESPACES).length) return null;
  return addTo(i18n, `app:${i18n.language}`, appNamespaces(i18n.language));
}

/** Null when the namespaces are in; else a promise for when they are. */
export function ensureNamespaces(i18n: I18n, namespaces: readonly string[]): Promise<void> | null {
  if (typeof window === 'undefined') return null;
  const wanted = absent(i18n, namespaces);
  if (!wanted.length) return null;
  const lang = i18n.language;
  const file = (ns: string) => download(`${lang}:${ns}`, async () => {
    const bundle = await (await import('./namespace-files.ts')).namespaceFile(lang, ns);
    return bundle ? { [ns]: bundle } : {};
  });
  // One cached promise per set, so a suspended render retries on the same one.
  return addTo(i18n, `set:${lang}:${wanted.join("+")}`, async () => Object.assign({}, ...(await Promise.all(wanted.map(file)))) as Resource);
}

/** Suspends the render until the namespaces are in (a navigation keeps the previous page meanwhile). */
export function useNamespaces(i18n: I18n, namespaces: readonly string[] | null) {
  const pending = namespaces ? ensureNamespaces(i18n, namespaces) : null;
  if (pending) use(pending);
}
