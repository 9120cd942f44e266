import { Outlet, redirect } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Route } from './+types/business-layout';
import { PublicShell } from '~/shell/PublicShell.tsx';
import { AppScope } from '~/components/layout/AppScope.tsx';
import { DashboardFrame } from '~/components/dashboard/DashboardFrame.tsx';
import { AFFILIATE_TAB, SELLER_TABS } from '~/components/dashboard/seller-tabs.ts';
import { useMe } from '~/lib/me-store.tsx';
import { useMenuCounts } from '~/lib/menu-counts-query.ts';
import { requireAccount } from '~/lib/require-account.server.ts';

export async function loader({ url, context }: Route.LoaderArgs) {
  const me = await requireAccount(url, context);
  // The partner programme is open to buyers too (they apply from /join-campaign): its page is the one they may open here.
  if (me.is_supplier !== 1 && url.pathname !== AFFILIATE_TAB.to) throw redirect('/user/overview');
  return null;
}

/** The dashboard inside the scope: its badges come from a query. */
function Frame() {
  const { t } = useTranslation('dashboard');
  const me = useMe();
  const counts = useMenuCounts();
  const badge: Record<string, number | undefined> = {
    suggest_buying_leads: counts?.count_new_buying_leads,
    // The spec: the buyer_inquiries tab shows the count of supplier leads.
    buyer_inquiries: counts?.count_supplier_leads,
    messages: counts?.count_unread_chats_supplier,
  };
  const withCounts = SELLER_TABS.map((tab) => (badge[tab.key] ? { ...tab, count: badge[tab.key] } : tab));
  // Everyone sees the programme's tab, so they can apply; a Partner sees it as their affiliate area.
  const affiliate = me?.roles.includes('Partner') ? AFFILIATE_TAB : { ...AFFILIATE_TAB, label: t('tabs.partner_programme') };
  const tabs = me?.is_supplier === 1 ? [...withCounts, affiliate] : [affiliate];
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
