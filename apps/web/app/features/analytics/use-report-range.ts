import { useSearchParams } from 'react-router';
import { rangeFromParams, type ReportRange } from '@tradelink/shared/analytics/range';

/**
 * The report's period from the page URL (`srtdate`, `enddate`: the API's names, docs/query-parameters.md):
 * a valid period, or the last 30 days. Changing it writes the URL, so a period can be shared and
 * comes back with the browser's Back button.
 */
export function useReportRange() {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params.get('srtdate'), params.get('enddate'));
  const setRange = (next: ReportRange) =>
    setParams(
      (p) => {
        p.set('srtdate', next.srtdate);
        p.set('enddate', next.enddate);
        return p;
      },
      { preventScrollReset: true },
    );
  return { range, setRange };
}
