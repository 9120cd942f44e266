import type { CSSProperties, ReactNode } from 'react';
import { Grid, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ReviewSummary } from '@tradelink/shared/catalog/detail';
import { countryName, formatDate } from '~/lib/format.ts';

// Plain elements, no Progress/Rating: public pages stay light. The stars and bars only draw what
// the text next to them says, so they are hidden from assistive technology.
const STAR = 'var(--mantine-color-yellow-7)';
const EMPTY = 'var(--mantine-color-gray-4)';
const listReset: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/** The average as one decimal in the page language ("4.6", "4,6"). */
export const formatAverage = (value: number, lang: string) => new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** Five stars filled to `value` (fractions fill part of a star). */
function Stars({ value, size }: { value: number; size: number }) {
  const row: CSSProperties = { display: 'block', whiteSpace: 'nowrap', fontSize: size, lineHeight: 1, letterSpacing: 2 };
  return (
    <span aria-hidden="true" style={{ position: 'relative', display: 'inline-block' }}>
      <span style={{ ...row, color: EMPTY }}>★★★★★</span>
      <span style={{ ...row, color: STAR, position: 'absolute', inset: 0, width: `${(value / 5) * 100}%`, overflow: 'hidden' }}>★★★★★</span>
    </span>
  );
}

function Distribution({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation('catalog');
  const most = Math.max(1, ...summary.distribution);
  return (
    <ul aria-label={t('reviews.distribution')} style={{ ...listReset, display: 'grid', gap: 6 }}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = summary.distribution[stars - 1]!;
        return (
          <li key={stars} style={{ display: 'grid', gridTemplateColumns: '2.5em 1fr 2.5em', alignItems: 'center', gap: 8 }}>
            <Text span size="sm" aria-hidden="true">
              {stars} ★
            </Text>
            <span aria-hidden="true" style={{ height: 8, borderRadius: 4, background: 'var(--mantine-color-gray-2)', overflow: 'hidden' }}>
              <span style={{ display: 'block', height: '100%', width: `${(count / most) * 100}%`, background: STAR }} />
            </span>
            <Text span size="sm" c="dimmed" ta="right" aria-hidden="true">
              {count}
            </Text>
            <VisuallyHidden>{t('reviews.starRow', { stars, count })}</VisuallyHidden>
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
    <ul aria-label={t('reviews.latest')} style={{ ...listReset, display: 'grid', gap: 'var(--mantine-spacing-md)' }}>
      {summary.latest.map((review, index) => (
        <li key={review.id} style={{ borderTop: index ? '1px solid var(--mantine-color-gray-3)' : undefined, paddingTop: index ? 'var(--mantine-spacing-md)' : 0 }}>
          <Group gap="xs" wrap="wrap" mb={4}>
            <span role="img" aria-label={t('reviews.rated', { rating: review.rating })}>
              <Stars value={review.rating} size={16} />
            </span>
            <Text span size="sm" c="dimmed">
              <time dateTime={review.created_at}>{formatDate(review.created_at, lang)}</time>
            </Text>
          </Group>
          <Text fw={600} size="sm">
            {review.author_name}
          </Text>
          <Text size="sm" c="dimmed" mb={6}>
            {[countryName(review.author_country, lang), t(`reviews.role.${review.author_role}`)].filter(Boolean).join(' · ')}
          </Text>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.body}</Text>
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
    <Paper component="section" id="reviews" aria-labelledby="reviews-title" withBorder radius="md" p="lg" mt="xl" style={{ scrollMarginTop: 80 }}>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={2} size="h3" id="reviews-title">
          {t('reviews.title')}
        </Title>
        {action}
      </Group>
      {summary.count === 0 || summary.average === null ? (
        <Text c="dimmed">{t('reviews.empty')}</Text>
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
            <Stack gap="md">
              <div role="img" aria-label={t('reviews.summary', { average: formatAverage(summary.average, i18n.language), count: summary.count })}>
                <Group gap="sm" align="center" wrap="nowrap">
                  <Text span fz={40} fw={700} lh={1}>
                    {formatAverage(summary.average, i18n.language)}
                  </Text>
                  <Stack gap={4}>
                    <Stars value={summary.average} size={22} />
                    <Text span size="sm" c="dimmed">
                      {t('reviews.count', { count: summary.count })}
                    </Text>
                  </Stack>
                </Group>
              </div>
              <Distribution summary={summary} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
            <LatestReviews summary={summary} reviewAction={reviewAction} />
          </Grid.Col>
        </Grid>
      )}
    </Paper>
  );
}
