import { Card, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Route } from './+types/reviews';
import { REVIEW_FILTERS, type ReviewFilter } from '@tradelink/shared/trust/trust-constants';
import { StatusSearchBar } from '~/components/lists/StatusSearchBar.tsx';
import { useListParams } from '~/components/lists/use-list-params.ts';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { adminTitle } from '~/lib/admin-meta.ts';
import { adminReviewsQuery } from '~/features/trust/api/admin-trust-queries.ts';
import { AdminReviewCard } from '~/features/trust/components/admin/AdminReviewCard.tsx';

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, 'adminTrust', 'reviews.title');

/** /admin/reviews: every review, newest first, filtered and searched; hide or show one. */
export default function ReviewsPage() {
  const { t } = useTranslation('adminTrust');
  const filters = useListParams<ReviewFilter>(REVIEW_FILTERS, 'all');
  const list = useQuery({
    ...adminReviewsQuery({ filter: filters.status, keyword: filters.settledKeyword, page: filters.page }),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  return (
    <Stack>
      <Title order={1} size="h2">{t('reviews.title')}</Title>
      <StatusSearchBar
        statuses={REVIEW_FILTERS}
        status={filters.status}
        onStatus={filters.setStatus}
        label={(s) => t(`reviews.filters.${s}`)}
        filterLabel={t('reviews.filterLabel')}
        keyword={filters.keyword}
        onKeyword={filters.setKeyword}
        searchLabel={t('reviews.search')}
      />
      {data && data.data.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{t('reviews.empty')}</Text>
        </Card>
      )}
      {data?.data.map((review) => <AdminReviewCard key={review.id} review={review} />)}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={filters.page} />}
    </Stack>
  );
}
