import type { I18n, Resource } from './translator.ts';
import { NAMESPACES } from './i18n.ts';

/**
 * Light public pages receive only the namespaces they render (root loader, decision 012). Parts in
 * an AppScope — forms, dashboards, dialogs — may use any app namespace: the first such part on a
 * light page loads the language's app namespaces as one chunk, and renders once they are in.
 */
const chunks: Record<string, () => Promise<{ default: Resource }>> = {
  en: () => import('./app-namespaces/en.ts'),
  vi: () => import('./app-namespaces/vi.ts'),
  zh: () => import('./app-namespaces/zh.ts'),
};

const loading = new Map<string, Promise<void>>();

/** Null when every app namespace of the instance's language is in; else a promise for when it is. */
export function ensureAppNamespaces(i18n: I18n): Promise<void> | null {
  const lang = i18n.language;
  // `errors` comes from the shared package and is on every page already.
  if (NAMESPACES.every((ns) => ns === 'errors' || i18n.hasResourceBundle(lang, ns))) return null;
  let job = loading.get(lang);
  if (!job) {
    const load = chunks[lang] ?? chunks.en!;
    job = load().then(({ default: bundles }) => {
      // Bundles a loader already sent (with English filled in) are kept as they are.
      for (const [ns, bundle] of Object.entries(bundles)) if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, bundle);
    });
    // A failed download (offline) may be tried again.
    job.catch(() => loading.delete(lang));
    loading.set(lang, job);
  }
  return job;
}
