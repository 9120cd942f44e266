import { useEffect, useState } from 'react';
import type { I18n, TranslationTree } from '~/lib/translator.ts';
import { useTranslation } from '~/lib/use-translation.tsx';

// The `chat` namespace is route-scoped (i18n-resources.server.ts): the messages pages get it from
// their loaders, the chat container fetches it when it first opens. Each language's file is its
// own small chunk; English comes too as the fallback for the page language.
const files = import.meta.glob<{ default: TranslationTree }>('../../locales/*/chat.json');

const loading = new Map<string, Promise<void>>();

function fileOf(lang: string) {
  return files[`../../locales/${lang}/chat.json`];
}

/** Adds the chat texts of `lang` (and English) to the translation instance; resolves once they are in. */
export function loadChatBundle(i18n: I18n, lang: string): Promise<void> {
  const langs = lang === 'en' ? ['en'] : [lang, 'en'];
  const jobs = langs.map((l) => {
    if (i18n.hasResourceBundle(l, 'chat')) return Promise.resolve();
    let job = loading.get(l);
    if (!job) {
      const load = fileOf(l);
      job = load ? load().then((mod) => void i18n.addResourceBundle(l, 'chat', mod.default, true, false)) : Promise.resolve();
      // A failed download (offline) may be tried again on the next opening.
      job.catch(() => loading.delete(l));
      loading.set(l, job);
    }
    return job;
  });
  return Promise.all(jobs).then(() => undefined);
}

/** Whether the chat texts are there for the page language, loading them when not. */
export function useChatBundle(): boolean {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(lang, 'chat'));
  useEffect(() => {
    let live = true;
    loadChatBundle(i18n, lang)
      .then(() => {
        if (live) setReady(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [i18n, lang]);
  return ready || i18n.hasResourceBundle(lang, 'chat');
}
