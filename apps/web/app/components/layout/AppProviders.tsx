import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { User } from '@tradelink/shared/account/user';
import type { Language } from '@tradelink/shared/constants/languages';
import { ApiError } from '~/lib/api-client.ts';
import { createI18n, switchLanguage } from '~/lib/i18n.ts';
import { createQueryClient } from '~/lib/query-client.ts';
import { cssVariablesResolver, theme } from '~/lib/theme.ts';
import { DialogProvider } from '~/components/dialogs/dialog-context.tsx';
import { DialogHost } from '~/components/dialogs/DialogHost.tsx';
import { ME_KEY } from '~/features/account/api/me-query.ts';

// The toast container is not needed for the first paint: it loads once the page has hydrated.
const Toasts = lazy(() => import('./Toasts.tsx'));

interface Props {
  lang: Language;
  resources: Resource;
  me: User | null;
  children: ReactNode;
}

/** Everything a page needs around it: translations, server state, UI kit, toasts, dialogs. */
export function AppProviders({ lang, resources, me, children }: Props) {
  const [i18n] = useState(() => createI18n(lang, resources));
  if (i18n.language !== lang) switchLanguage(i18n, lang, resources);
  const [queryClient] = useState(() => {
    const client = createQueryClient((error) => {
      const message = error instanceof ApiError && error.messages[0] ? error.messages[0] : i18n.t('errors:generic');
      notifications.show({ color: 'red', message });
    });
    client.setQueryData(ME_KEY, me);
    return client;
  });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
          <DeferredToasts />
          <DialogProvider>
            {children}
            <DialogHost />
          </DialogProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Mounts the toasts after hydration; toasts shown before then wait in the notifications store. */
function DeferredToasts() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
