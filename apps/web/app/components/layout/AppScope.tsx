// Mantine's full stylesheet as a URL, linked with a React `precedence`: React hoists it into <head>
// when a scope first renders (on the server for dashboards and forms, on demand for lazy islands).
import mantineCss from '@mantine/core/styles.css?url';
import notificationsCss from '@mantine/notifications/styles.css?url';
import { createContext, use, useContext, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClientProvider, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { apiErrorText } from '~/lib/api-client.ts';
import { createQueryClient } from '~/lib/query-client.ts';
import { cssVariablesResolver, theme } from '~/lib/theme.ts';
import { ensureAppNamespaces } from '~/lib/namespace-loader.ts';
import { wantToasts } from '~/lib/toast.ts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { ME_KEY, meQuery } from '~/lib/me-query.ts';
import { useMeStore, type MeStore } from '~/lib/me-store.tsx';

/**
 * The app's full toolkit — Mantine and TanStack Query — for the parts that need it: dashboards,
 * forms, dialogs, menus, chat (decision 012). Public browsing pages render without it, so their
 * first download carries neither library. Scopes nest freely: an inner one reuses the outer.
 */
const InScope = createContext(false);

// What a failed query shows when the server sent no message (set from the scope's language).
let genericError = 'Something went wrong';

function reportError(error: unknown) {
  const message = apiErrorText(error, genericError);
  notifications.show({ color: 'red', message });
}

/** Keeps the query cache's ['me'] and the page's me-store in step, both ways. */
function bindMe(client: QueryClient, store: MeStore) {
  client.setQueryData(ME_KEY, store.get());
  // An observer keeps ['me'] active, so invalidating it (after a purchase, say) refetches it.
  new QueryObserver(client, meQuery).subscribe((result) => {
    if (result.data !== undefined) store.set(result.data);
  });
  store.subscribe(() => {
    if (client.getQueryData(ME_KEY) !== store.get()) client.setQueryData(ME_KEY, store.get());
  });
}

// One client for the page's life in the browser, shared by every scope (one cache).
let browserClient: QueryClient | null = null;

function clientFor(store: MeStore): QueryClient {
  if (typeof window === 'undefined') {
    const client = createQueryClient(reportError);
    client.setQueryData(ME_KEY, store.get());
    return client;
  }
  if (!browserClient) {
    browserClient = createQueryClient(reportError);
    bindMe(browserClient, store);
  }
  return browserClient;
}

// The promise each translator waited on for its app namespaces. Once in, it is fulfilled (React
// marked it), so `use` on it returns at once and a scope calls `use` on every render after the wait.
const waited = new WeakMap<object, Promise<void>>();

function appNamespacesReady(i18n: Parameters<typeof ensureAppNamespaces>[0]): Promise<void> | null {
  const pending = ensureAppNamespaces(i18n);
  if (pending) waited.set(i18n, pending);
  return pending ?? waited.get(i18n) ?? null;
}

export function AppScope({ children }: { children: ReactNode }) {
  const inside = useContext(InScope);
  return inside ? children : <Scope>{children}</Scope>;
}

function Scope({ children }: { children: ReactNode }) {
  const store = useMeStore();
  const { t, i18n } = useTranslation('errors');
  // In an effect: queries report in the browser only, and the server must not share this variable.
  useEffect(() => {
    genericError = t('generic');
  }, [t]);
  const [client] = useState(() => clientFor(store));
  // Code in a scope may call notifications.show directly: the toast container must be there.
  useEffect(wantToasts, []);
  // On a light page the app's namespaces are not in yet: wait for them (a transition keeps the
  // previous screen meanwhile; lazy islands sit in a Suspense boundary). Last of the hooks, and on
  // the same promise once waited for: React replays a suspended first render, and a hook after a
  // `use` that the replay skips broke the header's islands (React error #467, the dead bell).
  const pending = appNamespacesReady(i18n);
  if (pending) use(pending);
  return (
    <InScope.Provider value={true}>
      <link rel="stylesheet" href={mantineCss} precedence="mantine" />
      <link rel="stylesheet" href={notificationsCss} precedence="mantine" />
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </InScope.Provider>
  );
}
