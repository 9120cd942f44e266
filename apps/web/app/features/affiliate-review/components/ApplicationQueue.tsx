import { useState } from 'react';
import { Alert, Card, Group, Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PARTNER_APPLICATION_STATUSES, type PartnerApplicationStatus } from '@tradelink/shared/affiliate/application';
import { useTranslation } from '~/lib/use-translation.tsx';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { apiErrorText } from '~/lib/api-client.ts';
import { useDebounced } from '~/lib/use-debounced.ts';
import { partnerApplicationsQuery } from '../api/affiliate-review-queries.ts';
import { parseQueueParams } from '../queue-params.ts';
import { ApplicationCard } from './ApplicationCard.tsx';

/** The partner applications: waiting ones oldest first, decided ones latest first; the status lives in the URL. */
export function ApplicationQueue() {
  const { t } = useTranslation('adminAffiliate');
  const { t: te } = useTranslation('errors');
  const [params, setParams] = useSearchParams();
  const { status, page } = parseQueueParams(params);
  // The search box answers at once; the query follows the settled text.
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim(), 300);
  const search = (value: string) => {
    setKeyword(value);
    // A new search starts at its first page.
    if (params.has('page')) setParams((p) => (p.delete('page'), p));
  };
  const list = useQuery({ ...partnerApplicationsQuery({ status, page, keyword: settled }), placeholderData: keepPreviousData });
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
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={status}
          onChange={(v) => setStatus(v as PartnerApplicationStatus)}
          data={PARTNER_APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          aria-label={t('statusFilter')}
        />
        <TextInput placeholder={t('search')} aria-label={t('search')} value={keyword} onChange={(e) => search(e.currentTarget.value)} w={{ base: '100%', xs: 280 }} />
      </Group>
      {list.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(list.error, te('generic'))}
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
          <Text>{settled ? t('noMatch') : t(`empty.${status}`)}</Text>
        </Card>
      )}
      {data?.data.map((item) => <ApplicationCard key={item.id} item={item} />)}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={page} />}
    </Stack>
  );
}
