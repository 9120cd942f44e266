import type { Resource, TranslationTree } from './translator.ts';

// The locale files as chunks, apart from namespace-loader.ts so that the map of file names (a few
// KiB) is downloaded only when a page needs a namespace it was not sent (decision 012).
const appChunks: Record<string, () => Promise<{ default: Resource }>> = {
  en: () => import('./app-namespaces/en.ts'),
  vi: () => import('./app-namespaces/vi.ts'),
  zh: () => import('./app-namespaces/zh.ts'),
};
// What a light page may add to the root's (page-namespaces.ts), the whole of a namespace a page got
// cut (`catalog`), and the chat container's own namespace; others come with the app chunk.
const files = import.meta.glob<{ default: TranslationTree }>('../locales/*/{catalog,trust,inquiry,leads,quoting,sourcing,chat,help,affiliate}.json');

/** Every app namespace of the language (one chunk). */
export async function appNamespaces(lang: string): Promise<Resource> {
  return (await (appChunks[lang] ?? appChunks.en!)()).default;
}

/** One namespace of the language, or null if there is no such file among those above. */
export async function namespaceFile(lang: string, ns: string): Promise<TranslationTree | null> {
  const load = files[`../locales/${lang}/${ns}.json`];
  return load ? (await load()).default : null;
}
