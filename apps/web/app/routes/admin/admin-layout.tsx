import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet, data, isRouteErrorResponse, useRouteError, type ShouldRevalidateFunction } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useQuery } from '@tanstack/react-query';
import { OPERATOR_ROLE } from '@tradelink/shared/constants/roles';
import type { Route } from './+types/admin-layout';
import { PublicShell } from '~/shell/PublicShell.tsx';
import { AppScope } from '~/components/layout/AppScope.tsx';
import { DashboardFrame, type DashboardTab } from '~/components/dashboard/DashboardFrame.tsx';
import { requireAccount } from '~/lib/require-account.server.ts';
import { adminResourcesFor } from '~/lib/i18n-resources.server.ts';
import { serverContext } from '~/lib/server-context.ts';
import { useRouteBundles } from '~/lib/use-route-bundles.ts';
import { dashboardQuery } from '~/features/moderation/api/moderation-queries.ts';

/**
 * The operators' console. Only users with the Operator role get past this loader (others get a
 * 403 page); every call the pages make is checked again on the server.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const me = await requireAccount(url, context);
  if (!me.roles.includes(OPERATOR_ROLE)) throw data(null, { status: 403 });
  const { lang } = context.get(serverContext);
  return { lang, bundles: adminResourcesFor(lang) };
}

// The console's texts change only with the language.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

const TABS: Array<Omit<DashboardTab, 'label'>> = [
  { key: 'dashboard', to: '/admin' },
  { key: 'analytics', to: '/admin/analytics' },
  { key: 'moderation', to: '/admin/moderation' },
  { key: 'verification', to: '/admin/verification' },
  { key: 'reports', to: '/admin/reports' },
  { key: 'reviews', to: '/admin/reviews' },
  { key: 'support', to: '/admin/support' },
  { key: 'helpFeedback', to: '/admin/help-feedback' },
  { key: 'users', to: '/admin/users' },
  { key: 'affiliateApplications', to: '/admin/affiliate-applications' },
  { key: 'affiliatePayouts', to: '/admin/affiliate-payouts' },
  { key: 'affiliateReferrals', to: '/admin/affiliate-referrals' },
  { key: 'agentUsage', to: '/admin/agent-usage' },
  { key: 'auditLog', to: '/admin/audit-log' },
];

/** Which dashboard queues each tab works off: its badge is their total, so nothing sits unnoticed. */
const TAB_QUEUES: Record<string, string[]> = {
  moderation: ['products', 'rfqs'],
  verification: ['documents', 'tracing', 'business'],
  reports: ['reports'],
  support: ['support'],
  affiliateApplications: ['partner_applications'],
  affiliatePayouts: ['payouts'],
};

function AdminFrame() {
  const { t } = useTranslation('admin');
  const { data } = useQuery(dashboardQuery());
  const waiting = (key: string) =>
    (TAB_QUEUES[key] ?? []).reduce((sum, queue) => sum + (data?.queues.find((q) => q.key === queue)?.count ?? 0), 0);
  const tabs = TABS.map((tab) => ({ ...tab, label: t(`tabs.${tab.key}`), exact: tab.to === '/admin', count: waiting(tab.key) || undefined }));
  return (
    <DashboardFrame title={t('title')} tabs={tabs}>
      <Outlet />
    </DashboardFrame>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useRouteBundles(loaderData.lang, loaderData.bundles);
  return (
    <PublicShell>
      <AppScope>
        <AdminFrame />
      </AppScope>
    </PublicShell>
  );
}

/** A non-operator who opens /admin sees why, not a broken page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <PublicShell>
      <AppScope>
        <Container size="sm" py={64}>
          <Stack align="center" ta="center">
            <Title order={1}>{t('forbidden.title')}</Title>
            <Text c="dimmed">{t('forbidden.body')}</Text>
            <Button component={Link} to="/">
              {t('notFound.goHome')}
            </Button>
          </Stack>
        </Container>
      </AppScope>
    </PublicShell>
  );
}
