import type { PublicResponseFigures } from '@tradelink/shared/catalog/detail';
import { ratePercent, replyWithinHours } from '@tradelink/shared/analytics/response-rules';
import { useTranslation } from '~/lib/use-translation.tsx';
import css from './ResponseFigures.module.css';

/** "Typically replies within …" for an average in minutes, in hours below a day and in days from one. */
export function replyWithinText(t: (key: string, options?: Record<string, unknown>) => string, avgMinutes: number): string {
  const hours = replyWithinHours(avgMinutes);
  return hours < 24 ? t('response.withinHours', { count: hours }) : t('response.withinDays', { count: hours / 24 });
}

/**
 * The supplier's response rate and typical reply time over the last 30 days (decision 033), or
 * that there is not enough data yet: a new supplier is not shown as a slow one.
 */
export function ResponseFigures({ figures }: { figures: PublicResponseFigures }) {
  const { t } = useTranslation('catalog');
  const explain = t('response.explain', { count: figures.window_days });
  if (!figures.enough_data || figures.response_rate === null) {
    return (
      <p className={`${css.line} ${css.muted}`} data-testid="supplier-response" title={explain}>
        {t('response.notEnough')}
      </p>
    );
  }
  return (
    <p className={css.line} data-testid="supplier-response" title={explain}>
      <span className={css.figure}>{t('response.rate', { percent: ratePercent(figures.response_rate) })}</span>
      {figures.avg_first_response_minutes !== null && (
        <>
          <span aria-hidden="true">·</span>
          <span>{replyWithinText(t, figures.avg_first_response_minutes)}</span>
        </>
      )}
      <span className={css.muted}>({t('response.window', { count: figures.window_days })})</span>
    </p>
  );
}
