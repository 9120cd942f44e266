import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Rating, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { AdminReview } from '@tradelink/shared/trust/admin-trust';
import { useHideReview } from '../../api/admin-trust-queries.ts';
import { HideReviewModal } from './HideReviewModal.tsx';
import { formatDateTime } from '~/lib/format.ts';

/** One review in the console: what it says, who wrote it about whom, reports, and hide / show. */
export function AdminReviewCard({ review }: { review: AdminReview }) {
  const { t, i18n } = useTranslation('adminTrust');
  const [hiding, setHiding] = useState(false);
  const unhide = useHideReview({ silent: false });
  const lang = i18n.language;
  const targetUrl = `/${review.target.type}/${review.target.identity}#reviews`;
  return (
    <Card withBorder padding="md" component="article" aria-label={t('reviews.cardLabel', { id: review.id })} bg={review.hidden_at ? 'gray.0' : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <span role="img" aria-label={t('reviews.rated', { rating: review.rating })}>
              <Rating value={review.rating} readOnly size="sm" aria-hidden="true" />
            </span>
            <Text size="sm" c="dimmed">
              #{review.id} · <time dateTime={review.created_at}>{formatDateTime(review.created_at, lang)}</time>
            </Text>
          </Group>
          <Group gap="xs">
            {review.open_reports > 0 && (
              <Badge color="red" variant="light">
                {t('reviews.openReports', { count: review.open_reports })}
              </Badge>
            )}
            {review.hidden_at && (
              <Badge color="gray" variant="filled">
                {t('reviews.hidden')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} c={review.hidden_at ? 'dimmed' : undefined}>
          {review.body}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('reviews.by', { name: review.author.name, email: review.author.email })}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t(`reviews.about_${review.target.type}`)}{' '}
          <Anchor component={Link} to={targetUrl} target="_blank">
            {review.target.name}
          </Anchor>
        </Text>
        {review.hidden_at && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('reviews.hiddenInfo', { date: formatDateTime(review.hidden_at, lang), by: review.hidden_by_email ?? '—', reason: review.hidden_reason ?? '' })}
          </Text>
        )}
        <Group gap="xs">
          {review.hidden_at ? (
            <Button
              size="xs"
              variant="default"
              loading={unhide.isPending}
              onClick={() =>
                unhide.mutate({ id: review.id, hidden: false }, { onSuccess: () => notifications.show({ color: 'green', message: t('reviews.unhidden') }) })
              }
            >
              {t('reviews.unhide')}
            </Button>
          ) : (
            <Button size="xs" variant="light" color="red" onClick={() => setHiding(true)}>
              {t('reviews.hide')}
            </Button>
          )}
          {review.open_reports > 0 && (
            <Button size="xs" variant="subtle" component={Link} to="/admin/reports?type=review">
              {t('reviews.seeReports')}
            </Button>
          )}
        </Group>
      </Stack>
      {hiding && <HideReviewModal reviewId={review.id} onClose={() => setHiding(false)} />}
    </Card>
  );
}
