import { useEffect, useState } from 'react';
import { ensureNamespaces } from '~/lib/namespace-loader.ts';
import { useTranslation } from '~/lib/use-translation.tsx';

// The `chat` namespace is route-scoped (i18n-resources.server.ts): the messages pages get it from
// their loaders, the chat container loads it (namespace-loader.ts) when it first opens.

/** Whether the chat texts are there for the page language, loading them when not. */
export function useChatBundle(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, 'chat'));
  useEffect(() => {
    let live = true;
    (ensureNamespaces(i18n, ['chat']) ?? Promise.resolve())
      .then(() => {
        if (live) setReady(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [i18n]);
  return ready || i18n.hasResourceBundle(i18n.language, 'chat');
}
