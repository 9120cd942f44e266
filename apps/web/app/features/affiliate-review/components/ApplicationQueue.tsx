import { Alert, Card, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PARTNER_APPLICATION_STATUSES, type PartnerApplicationStatus } from '@tradelink/shared/affiliate/application';
import { useTranslation } from '~/lib/use-translation.tsx';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { ApiError } from '~/lib/api-client.ts';
import { partnerApplicationsQuery } from '../api/affiliate-review-queries.ts';
import { parseQueueParams } from '../queue-params.ts';
import { ApplicationCard } from './ApplicationCard.tsx';

/** The partner applications: waiting ones oldest first, decided ones latest first; the status lives in the URL. */
export function ApplicationQueue() {
  const { t } = useTranslation('adminAffiliate');
  const { t: te } = useTranslation('errors');
  const [params, setParams] = useSearchParams();
  const { status, page } = parseQueueParams(params);
  const list = useQuery({ ...partnerApplicationsQuery({ status, page }), placeholderData: keepPreviousData });
  const data = list.data;
  const setStatus = (next: PartnerApplicationStatus) =>
    setParams((p) => {
      if (next === 'pending') p.delete('status');
      else p.set('status', next);
      p.delete('page');
      return p;
    });
  return (
    <Stack>
      <SegmentedControl
        value={status}
        onChange={(v) => setStatus(v as PartnerApplicationStatus)}
        data={PARTNER_APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        aria-label={t('statusFilter')}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error instanceof ApiError ? (list.error.messages[0] ?? te('generic')) : te('generic')}
        </Alert>
      )}
      {!data && list.isPending && <Loader aria-label={t('loading')} />}
      {data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('count', { count: data.total })}
        </Text>
      )}
      {data && data.data.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{t(`empty.${status}`)}</Text>
        </Card>
      )}
      {data?.data.map((item) => <ApplicationCard key={item.id} item={item} />)}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={page} />}
    </Stack>
  );
}
