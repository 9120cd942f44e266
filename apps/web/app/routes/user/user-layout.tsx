import { Outlet, redirect } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Route } from './+types/user-layout';
import { PublicShell } from '~/shell/PublicShell.tsx';
import { AppScope } from '~/components/layout/AppScope.tsx';
import { DashboardFrame, type DashboardTab } from '~/components/dashboard/DashboardFrame.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { useMenuCounts } from '~/lib/menu-counts-query.ts';
import { requireAccount } from '~/lib/require-account.server.ts';

export async function loader({ url, context }: Route.LoaderArgs) {
  const me = await requireAccount(url, context);
  if (me.is_buyer !== 1) throw redirect('/business/desk');
  return null;
}

/** Buyer dashboard tabs (spec section 2); verification leads to the membership route. */
const TABS: DashboardTab[] = [
  { key: 'overview', to: '/user/overview' },
  { key: 'buying_request', to: '/user/buying-requests', match: ['/user/request-quotation', '/user/received-quotation'] },
  { key: 'suggest_suppliers', to: '/user/suggest-suppliers' },
  { key: 'supplier_inquiries', to: '/user/supplier-inquiries', match: ['/user/inquiries'] },
  { key: 'messages', to: '/user/messages' },
  { key: 'profile', to: '/user/profile' },
  { key: 'verification', to: '/user/membership' },
  { key: 'analytics', to: '/user/analytics' },
];

/** The dashboard inside the scope: its badges come from a query. */
function Frame() {
  const { t } = useTranslation('dashboard');
  const me = useMe();
  const counts = useMenuCounts();
  const badge: Record<string, number | undefined> = {
    supplier_inquiries: counts?.count_buyer_leads,
    messages: counts?.count_unread_chats_buyer,
  };
  const tabs = TABS.map((tab) => (badge[tab.key] ? { ...tab, count: badge[tab.key] } : tab));
  return (
    <DashboardFrame
      title={t('buyerTitle')}
      tabs={tabs}
      switchTo={me?.is_supplier === 1 ? { to: '/business/desk', label: t('switchToSeller') } : undefined}
    >
      <Outlet />
    </DashboardFrame>
  );
}

export default function UserLayout() {
  return (
    <PublicShell>
      <AppScope>
        <Frame />
      </AppScope>
    </PublicShell>
  );
}
