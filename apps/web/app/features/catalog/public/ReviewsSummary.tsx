import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ReviewSummary } from '@tradelink/shared/catalog/detail';
import { countryName, formatDate, intlLocale } from '~/lib/format.ts';
import { Paper } from '~/components/ui/layout.tsx';
import { Text, Title } from '~/components/ui/text.tsx';
import css from './ReviewsSummary.module.css';
import hidden from '~/components/ui/visually-hidden.module.css';

// Plain elements, no Progress/Rating: public pages stay light. The stars and bars only draw what
// the text next to them says, so they are hidden from assistive technology. The one inline style
// left is the fill fraction, a value from data (a CSS variable), not layout.

/** The average as one decimal in the page language ("4.6", "4,6"). */
export const formatAverage = (value: number, lang: string) => new Intl.NumberFormat(intlLocale(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

const fill = (fraction: number) => ({ '--fill': `${fraction * 100}%` }) as CSSProperties;

/** Five stars filled to `value` (fractions fill part of a star). */
function Stars({ value, large }: { value: number; large?: boolean }) {
  return (
    <span aria-hidden="true" className={large ? `${css.stars} ${css.large}` : css.stars} style={fill(value / 5)}>
      <span>★★★★★</span>
      <span>★★★★★</span>
    </span>
  );
}

function Distribution({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation('catalog');
  const most = Math.max(1, ...summary.distribution);
  return (
    <ul aria-label={t('reviews.distribution')} className={css.distribution}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = summary.distribution[stars - 1]!;
        return (
          <li key={stars}>
            <span aria-hidden="true">{stars} ★</span>
            <span aria-hidden="true" className={css.bar} style={fill(count / most)} />
            <span aria-hidden="true" className={css.count}>
              {count}
            </span>
            <span className={hidden.visuallyHidden}>{t('reviews.starRow', { stars, count })}</span>
          </li>
        );
      })}
    </ul>
  );
}

type LatestReview = ReviewSummary['latest'][number];

function LatestReviews({ summary, reviewAction }: { summary: ReviewSummary; reviewAction?: (review: LatestReview) => ReactNode }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language;
  return (
    <ul aria-label={t('reviews.latest')} className={css.latest}>
      {summary.latest.map((review) => (
        <li key={review.id}>
          <p className={css.rated}>
            <span role="img" aria-label={t('reviews.rated', { rating: review.rating })}>
              <Stars value={review.rating} />
            </span>
            <time dateTime={review.created_at}>{formatDate(review.created_at, lang)}</time>
          </p>
          <Text fw={600} size="sm">
            {review.author_name}
          </Text>
          <Text size="sm" c="dimmed" className={css.author}>
            {[countryName(review.author_country, lang), t(`reviews.role.${review.author_role}`)].filter(Boolean).join(' · ')}
          </Text>
          <Text preLine className={css.body}>
            {review.body}
          </Text>
          {reviewAction?.(review)}
        </li>
      ))}
    </ul>
  );
}

interface Props {
  summary: ReviewSummary;
  /** Beside the title, e.g. the "Write a review" button. */
  action?: ReactNode;
  /** Under each review, e.g. a "Report" link. */
  reviewAction?: (review: LatestReview) => ReactNode;
}

/**
 * The "Reviews" section of a supplier or buyer page: average, count per star and the newest
 * reviews. The page passes its own actions in, so this stays free of dialog code.
 */
export function ReviewsSummary({ summary, action, reviewAction }: Props) {
  const { t, i18n } = useTranslation('catalog');
  return (
    <Paper component="section" id="reviews" aria-labelledby="reviews-title" withBorder p="lg" className={css.section}>
      <div className={css.head}>
        <Title order={2} size="h3" id="reviews-title">
          {t('reviews.title')}
        </Title>
        {action}
      </div>
      {summary.count === 0 || summary.average === null ? (
        <Text c="dimmed">{t('reviews.empty')}</Text>
      ) : (
        <div className={css.grid}>
          <div className={css.overview}>
            <div role="img" aria-label={t('reviews.summary', { average: formatAverage(summary.average, i18n.language), count: summary.count })} className={css.average}>
              <span className={css.number}>{formatAverage(summary.average, i18n.language)}</span>
              <span className={css.averageSide}>
                <Stars value={summary.average} large />
                <Text component="span" size="sm" c="dimmed">
                  {t('reviews.count', { count: summary.count })}
                </Text>
              </span>
            </div>
            <Distribution summary={summary} />
          </div>
          <LatestReviews summary={summary} reviewAction={reviewAction} />
        </div>
      )}
    </Paper>
  );
}
