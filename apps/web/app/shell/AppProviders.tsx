import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { User } from '@tradelink/shared/account/user';
import type { Language } from '@tradelink/shared/constants/languages';
import { createTranslator, type I18n, type Resource } from '~/lib/translator.ts';
import { addLoaderBundles } from '~/lib/use-route-bundles.ts';
import { I18nProvider } from '~/lib/use-translation.tsx';
import { DialogProvider } from '~/components/dialogs/dialog-context.tsx';
import { DialogHost } from './DialogHost.tsx';
import { createMeStore, MeProvider, type MeStore } from '~/lib/me-store.tsx';
import { lazyInScope } from '~/components/layout/lazy-in-scope.tsx';
import { QuietBoundary } from '~/components/layout/QuietBoundary.tsx';
import { useToastsWanted } from '~/lib/toast.ts';

// The toast container is not needed for the first paint: it loads once a toast is wanted.
const Toasts = lazyInScope(() => import('~/components/layout/Toasts.tsx'));

/**
 * In the browser one translator and one me-store serve the whole document: the root's App and its
 * ErrorBoundary each render AppProviders, and the caches that feed them (namespace-loader, AppScope's
 * query client) must keep reaching the live ones. On the server every render has its own.
 */
const browser: { i18n?: I18n; me?: MeStore } | null = typeof window === 'undefined' ? null : {};

interface Props {
  lang: Language;
  resources: Resource;
  me: User | null;
  children: ReactNode;
}

/**
 * What every page needs around it: translations, who is logged in, dialogs, toasts. Mantine and
 * TanStack Query are not here: the parts that use them render inside an AppScope (decision 012).
 */
export function AppProviders({ lang, resources, me, children }: Props) {
  const [i18n, setI18n] = useState(() => (browser ? (browser.i18n ??= createTranslator(lang, resources)) : createTranslator(lang, resources)));
  // A language switch (root loader data) swaps in an instance of the new language during render.
  if (i18n.language !== lang) {
    const next = i18n.withLanguage(lang, resources);
    if (browser) browser.i18n = next;
    setI18n(next);
  }
  // The root loader ran again (leaving a light page, say): its namespaces go in before children render.
  addLoaderBundles(i18n, lang, resources);
  const [meStore] = useState(() => (browser ? (browser.me ??= createMeStore(me)) : createMeStore(me)));
  const loaderMe = useRef(me);
  useEffect(() => {
    // The root loader ran again (a language switch revalidates it): its answer is the freshest.
    if (loaderMe.current !== me) meStore.set((loaderMe.current = me));
  }, [me, meStore]);
  return (
    <I18nProvider i18n={i18n}>
      <MeProvider store={meStore}>
        <DeferredToasts />
        <DialogProvider>
          {children}
          <DialogHost />
        </DialogProvider>
      </MeProvider>
    </I18nProvider>
  );
}

/**
 * Mounts the toasts once they are wanted (lib/toast.ts), after hydration; toasts shown before then
 * wait in the notifications store.
 */
function DeferredToasts() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const wanted = useToastsWanted();
  return hydrated && wanted ? (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </QuietBoundary>
  ) : null;
}
