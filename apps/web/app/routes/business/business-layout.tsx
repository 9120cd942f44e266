import { Outlet, redirect } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Route } from './+types/business-layout';
import { PublicShell } from '~/shell/PublicShell.tsx';
import { AppScope } from '~/components/layout/AppScope.tsx';
import { DashboardFrame, type DashboardTab } from '~/components/dashboard/DashboardFrame.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { useMenuCounts } from '~/lib/menu-counts-query.ts';
import { requireAccount } from '~/lib/require-account.server.ts';

export async function loader({ url, context }: Route.LoaderArgs) {
  const me = await requireAccount(url, context);
  if (me.is_supplier !== 1) throw redirect('/user/overview');
  return null;
}

/** Business dashboard tabs (spec section 2); affiliate only for the Partner role. */
const TABS: DashboardTab[] = [
  { key: 'overview', to: '/business/desk' },
  { key: 'products', to: '/business/products', match: ['/business/post'] },
  { key: 'suggest_buying_leads', to: '/business/buying-leads', match: ['/business/my-quotations', '/business/quotation-template', '/business/contacts'] },
  { key: 'buyer_inquiries', to: '/business/buyer-inquiries', match: ['/business/inquiries'] },
  { key: 'messages', to: '/business/messages' },
  { key: 'profile', to: '/business/setting' },
  { key: 'membership', to: '/business/membership' },
  { key: 'verification', to: '/business/verification' },
  { key: 'report', to: '/business/analytics' },
];

/** The dashboard inside the scope: its badges come from a query. */
function Frame() {
  const { t } = useTranslation('dashboard');
  const me = useMe();
  const counts = useMenuCounts();
  const badge: Record<string, number | undefined> = {
    suggest_buying_leads: counts?.count_new_buying_leads,
    buyer_inquiries: counts?.count_unread_buyer_inquiries,
    messages: counts?.count_unread_chats_supplier,
  };
  const withCounts = TABS.map((tab) => (badge[tab.key] ? { ...tab, count: badge[tab.key] } : tab));
  const tabs = me?.roles.includes('Partner') ? [...withCounts, { key: 'affiliate', to: '/business/affiliate' }] : withCounts;
  return (
    <DashboardFrame
      title={t('sellerTitle')}
      tabs={tabs}
      switchTo={me?.is_buyer === 1 ? { to: '/user/overview', label: t('switchToBuyer') } : undefined}
    >
      <Outlet />
    </DashboardFrame>
  );
}

export default function BusinessLayout() {
  return (
    <PublicShell>
      <AppScope>
        <Frame />
      </AppScope>
    </PublicShell>
  );
}
