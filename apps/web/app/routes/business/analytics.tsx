import { useSearchParams } from 'react-router';
import type { Route } from './+types/analytics';
import { supplierReportQuery } from '~/features/analytics/api/analytics-queries.ts';
import { ProductDrilldown } from '~/features/analytics/components/ProductDrilldown.tsx';
import { ReportPage } from '~/features/analytics/components/ReportPage.tsx';
import { isEmptySupplierReport, SupplierReportView } from '~/features/analytics/components/SupplierReportView.tsx';
import { analyticsBundle } from '~/features/analytics/route-bundle.server.ts';
import { useReportRange } from '~/features/analytics/use-report-range.ts';
import { analyticsMeta, keepAnalyticsBundle } from '~/features/analytics/route-meta.ts';
import { serverContext } from '~/lib/server-context.ts';
import { useRouteBundles } from '~/lib/use-route-bundles.ts';
import { useTranslation } from '~/lib/use-translation.tsx';

/** The page's texts (route-scoped `analytics` namespace). */
export function loader({ context }: Route.LoaderArgs) {
  return analyticsBundle(context.get(serverContext).lang, 'supplier');
}

export const shouldRevalidate = keepAnalyticsBundle;
export const meta: Route.MetaFunction = ({ loaderData, matches }) => analyticsMeta(matches, loaderData);

/** /business/analytics, the business dashboard's Reports tab (issue 21). */
export default function BusinessAnalyticsPage({ loaderData }: Route.ComponentProps) {
  useRouteBundles(loaderData.lang, loaderData.bundles);
  const { t, i18n } = useTranslation('analytics');
  const [params, setParams] = useSearchParams();
  const { range } = useReportRange();
  const productId = Number(params.get('product_id'));
  const openProduct = (id: number | null) =>
    setParams(
      (p) => {
        if (id === null) p.delete('product_id');
        else p.set('product_id', String(id));
        return p;
      },
      { preventScrollReset: true },
    );
  return (
    <>
      <ReportPage
        side="supplier"
        report={(r) => supplierReportQuery(r, i18n.language)}
        isEmpty={isEmptySupplierReport}
        empty={{ text: t('empty.supplier'), action: t('empty.supplierAction'), to: '/business/products' }}
      >
        {(report) => <SupplierReportView report={report} lang={i18n.language} onProduct={openProduct} />}
      </ReportPage>
      {Number.isInteger(productId) && productId > 0 && <ProductDrilldown productId={productId} range={range} lang={i18n.language} onClose={() => openProduct(null)} />}
    </>
  );
}
