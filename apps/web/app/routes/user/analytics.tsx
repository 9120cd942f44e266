import type { Route } from './+types/analytics';
import { buyerReportQuery } from '~/features/analytics/api/analytics-queries.ts';
import { BuyerReportView, isEmptyBuyerReport } from '~/features/analytics/components/BuyerReportView.tsx';
import { ReportPage } from '~/features/analytics/components/ReportPage.tsx';
import { analyticsBundle } from '~/features/analytics/route-bundle.server.ts';
import { analyticsMeta, keepAnalyticsBundle } from '~/features/analytics/route-meta.ts';
import { serverContext } from '~/lib/server-context.ts';
import { useRouteBundles } from '~/lib/use-route-bundles.ts';
import { useTranslation } from '~/lib/use-translation.tsx';

/** The page's texts (route-scoped `analytics` namespace). */
export function loader({ context }: Route.LoaderArgs) {
  return analyticsBundle(context.get(serverContext).lang, 'buyer');
}

export const shouldRevalidate = keepAnalyticsBundle;
export const meta: Route.MetaFunction = ({ loaderData, matches }) => analyticsMeta(matches, loaderData);

/** /user/analytics, the buyer dashboard's Analytics tab (issue 21). */
export default function UserAnalyticsPage({ loaderData }: Route.ComponentProps) {
  useRouteBundles(loaderData.lang, loaderData.bundles);
  const { t, i18n } = useTranslation('analytics');
  return (
    <ReportPage
      side="buyer"
      report={(r) => buyerReportQuery(r, i18n.language)}
      isEmpty={isEmptyBuyerReport}
      empty={{ text: t('empty.buyer'), action: t('empty.buyerAction'), to: '/user/request-quotation' }}
    >
      {(report) => <BuyerReportView report={report} lang={i18n.language} />}
    </ReportPage>
  );
}
