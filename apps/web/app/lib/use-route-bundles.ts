import type { I18n, Resource } from '~/lib/translator.ts';
import { useTranslation } from '~/lib/use-translation.tsx';

// Bundles already handed to the translator (a loader's answer is one object until it reloads).
const added = new WeakSet<object>();

/**
 * Adds translation namespaces that a route's loader sent (see i18n-resources.server.ts) to the live
 * translation instance before the route's children render, so they can `useTranslation(ns)` as usual.
 * Runs during render on purpose: an effect would paint one frame of raw keys first. The loader
 * runs again on a language switch and sends the new language's bundles.
 */
export function useRouteBundles(lang: string, bundles: Resource | undefined) {
  addLoaderBundles(useTranslation().i18n, lang, bundles);
}

/** The same for a component above the translation provider (AppProviders and the root's data). */
export function addLoaderBundles(i18n: I18n, lang: string, bundles: Resource | undefined) {
  if (!bundles || added.has(bundles)) return;
  // A loader's texts (English filled in) win over what was loaded before, such as a trimmed `errors`.
  for (const [ns, bundle] of Object.entries(bundles)) i18n.addResourceBundle(lang, ns, bundle, true, true);
  added.add(bundles);
}
