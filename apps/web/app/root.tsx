// The base styles, first in the app's one stylesheet (cssCodeSplit off: one cached request for
// every page). Mantine's full stylesheet comes with AppScope (decision 012).
import '~/styles/base.css';
import { use, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, redirect, useRouteError, useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router';
import { isOnboardingUnfinished } from '@tradelink/shared/rules/onboarding';
import { SESSION_COOKIE } from '@tradelink/shared/constants/limits';
import { marketingFromCookieHeader } from '@tradelink/shared/marketing/params';
import type { Route } from './+types/root';
import { configureBrowserApi } from '~/lib/api-config.ts';
import { serverApi } from '~/lib/server-api.ts';
import { serverContext } from '~/lib/server-context.ts';
import { lightResourcesFor, resourcesFor } from '~/lib/i18n-resources.server.ts';
import { lightPageNamespaces, lightPageSections } from '~/lib/page-namespaces.ts';
import { withDirectUrl } from '~/lib/direct-url.ts';
import { AppProviders } from '~/shell/AppProviders.tsx';
import { BrowserLanguage, TimeZoneCookie, ChunkErrorReload, isOnboardingExempt, NavigationOverlay, OnboardingGuard, ScrollToTop, SessionRefresher } from '~/components/layout/AppEffects.tsx';
import { MaintenanceScreen } from '~/components/errors/MaintenanceScreen.tsx';
import { NotFound } from '~/components/errors/NotFound.tsx';
import { PublicShell } from '~/shell/PublicShell.tsx';
import { UpdatePrompt } from '~/shell/UpdatePrompt.tsx';
import { AppLinkNavigation } from '~/components/ui/app-link.tsx';
import { ChatRoot } from '~/features/chat/components/ChatRoot.tsx';
import type { Resource } from '~/lib/translator.ts';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/images/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const ctx = context.get(serverContext);
  const hasSession = request.headers.get('cookie')?.includes(`${SESSION_COOKIE}=`) ?? false;
  const me = hasSession ? await serverApi(context)('customer.me').catch(() => null) : null;
  if (me && isOnboardingUnfinished(me.onboard_stage) && !isOnboardingExempt(url.pathname)) {
    throw redirect(withDirectUrl('/onboarding', url.pathname + url.search));
  }
  // Light public pages get only the namespaces they render (decision 012).
  const light = lightPageNamespaces(url.pathname);
  return {
    lang: ctx.lang,
    resources: light ? lightResourcesFor(ctx.lang, light, lightPageSections(url.pathname)) : resourcesFor(ctx.lang),
    me,
    nonce: ctx.nonce,
    config: { signingKey: ctx.signingKey, appUrl: ctx.appUrl, externalLinks: ctx.externalLinks, googleClientId: ctx.googleClientId, buildVersion: ctx.buildVersion, agentBaseUrl: ctx.agentBaseUrl },
    // The stored utm source (httpOnly cookie) for outgoing links: ~/lib/outgoing-link.ts.
    utmSource: marketingFromCookieHeader(request.headers.get('cookie'))?.utm_source ?? null,
  };
}

// The root data (translations, config) changes only when asked to (language switch, login), and once
// when leaving the light pages: their root data carried only their namespaces, and other pages' titles
// (meta) read the root's (decision 012).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return lightPageNamespaces(currentUrl.pathname) !== null && lightPageNamespaces(nextUrl.pathname) === null;
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const lang = data?.lang ?? 'en';
  return (
    <html lang={lang} data-mantine-color-scheme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  configureBrowserApi(loaderData.config.signingKey);
  return (
    <AppProviders lang={loaderData.lang} resources={loaderData.resources} me={loaderData.me}>
      <ScrollToTop />
      <BrowserLanguage />
      <TimeZoneCookie />
      <NavigationOverlay />
      <OnboardingGuard />
      <SessionRefresher />
      <ChunkErrorReload />
      <AppLinkNavigation />
      <Outlet />
      {/* The socket while logged in, the chat's live updates and the chat container. */}
      <ChatRoot />
      <UpdatePrompt version={loaderData.config.buildVersion} />
    </AppProviders>
  );
}

// Only for an error screen without root data: loaded then, not with every page.
let englishCommon: Promise<Resource> | null = null;
const loadEnglishCommon = () => (englishCommon ??= import('~/locales/en/common.json').then((mod) => ({ common: mod.default })));

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  if (data) configureBrowserApi(data.config.signingKey);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const body = notFound ? <PublicShell><NotFound /></PublicShell> : <MaintenanceScreen />;
  // Without root data (its loader failed) the screen still renders, in English.
  return (
    <AppProviders lang={data?.lang ?? 'en'} resources={data?.resources ?? use(loadEnglishCommon())} me={data?.me ?? null}>
      {body}
    </AppProviders>
  );
}
