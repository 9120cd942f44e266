import { Alert, Box, Card, Group, Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { VERIFICATION_QUEUE_STATES, VERIFICATION_REVIEW_KINDS, type VerificationQueueState, type VerificationReviewKind } from '@tradelink/shared/verification/verification-review';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { apiErrorText } from '~/lib/api-client.ts';
import { verificationQueueQuery } from '../api/verification-review-queries.ts';
import { useQueueParams } from '../hooks/use-queue-params.ts';
import { QueueCard } from './QueueCard.tsx';

/**
 * The verification queue: one kind at a time, waiting (oldest first; tracing by appointment) or
 * decided (latest first), searchable, paged. Filters live in the URL.
 */
export function VerificationQueue() {
  const { t } = useTranslation('adminVerification');
  const { t: te } = useTranslation('errors');
  const params = useQueueParams();
  const { kind, state, page } = params;
  const list = useQuery({ ...verificationQueueQuery({ kind, state, page, keyword: params.settledKeyword }), placeholderData: keepPreviousData });
  const data = list.data;
  return (
    <Stack>
      {/* On a phone the kinds scroll sideways instead of overflowing the page. */}
      <Box maw="100%" style={{ overflowX: 'auto' }}>
        <SegmentedControl
          value={kind}
          onChange={(v) => params.setKind(v as VerificationReviewKind)}
          data={VERIFICATION_REVIEW_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          aria-label={t('kindFilter')}
        />
      </Box>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={state}
          onChange={(v) => params.setState(v as VerificationQueueState)}
          data={VERIFICATION_QUEUE_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))}
          aria-label={t('stateFilter')}
        />
        <TextInput
          placeholder={t('search')}
          aria-label={t('search')}
          value={params.keyword}
          onChange={(e) => params.setKeyword(e.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      {list.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(list.error, te('generic'))}
        </Alert>
      )}
      {!data && list.isPending && <Loader aria-label={t('loading')} />}
      {data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t(`count.${state}`, { count: data.total })}
        </Text>
      )}
      {data && data.data.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{params.settledKeyword ? t('empty.noMatch') : t(`empty.${state}`)}</Text>
        </Card>
      )}
      {data?.data.map((item) => <QueueCard key={item.id} item={item} />)}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={page} />}
    </Stack>
  );
}
