import { useState } from 'react';
import { Anchor, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import { SENT_STATUS_FILTERS, type SentStatusFilter } from '@tradelink/shared/quotation/supplier-calls';
import type { Route } from './+types/my-quotations';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { sentQuotationsQuery } from '~/features/quoting/api/quoting-queries.ts';
import { QuotaUse } from '~/features/quoting/components/QuotaUse.tsx';
import { SentQuotationCard } from '~/features/quoting/components/SentQuotationCard.tsx';
import { pageMeta } from '~/lib/meta.ts';
import { useDebounced } from '~/lib/use-debounced.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'quoting:sent.title');

/** `/business/my-quotations`: the supplier's quotations with the buyers' decisions; filters live in the URL. */
export default function BusinessMyQuotations() {
  const { t, i18n } = useTranslation('quoting');
  const lang = i18n.language as Language;
  const [params, setParams] = useSearchParams();
  const status = (SENT_STATUS_FILTERS as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as SentStatusFilter) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const settled = useDebounced(keyword.trim(), 300);
  const list = useQuery({ ...sentQuotationsQuery({ status, page, keyword: settled || undefined }, lang), placeholderData: keepPreviousData });
  const update = (next: Record<string, string | null>) =>
    setParams((p) => {
      for (const [k, v] of Object.entries(next)) if (v) p.set(k, v); else p.delete(k);
      return p;
    });
  const data = list.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('sent.title')}
          </Title>
          {data && <QuotaUse used={data.used_this_month} limit={data.monthly_limit} />}
        </div>
        <Group gap="md">
          <Anchor component={Link} to="/quotation-template-view" size="sm">
            {t('sent.templates')}
          </Anchor>
          <Anchor component={Link} to="/business/buying-leads" size="sm">
            {t('sent.findLeads')}
          </Anchor>
        </Group>
      </Group>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={status}
          onChange={(v) => update({ status: v === 'all' ? null : v, page: null })}
          data={SENT_STATUS_FILTERS.map((s) => ({ value: s, label: `${t(`status.${s}`)} (${data?.counts[s] ?? 0})` }))}
          aria-label={t('sent.filter')}
        />
        <TextInput
          placeholder={t('sent.search')}
          aria-label={t('sent.search')}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            update({ keyword: e.currentTarget.value || null, page: null });
          }}
        />
      </Group>
      {data && data.data.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{data.counts.all === 0 ? t('sent.empty') : t('sent.noMatch')}</Text>
          {data.counts.all === 0 && (
            <Anchor component={Link} to="/business/buying-leads" mt="xs" display="inline-block">
              {t('sent.findLeads')}
            </Anchor>
          )}
        </Card>
      )}
      {data?.data.map((q) => <SentQuotationCard key={q.id} quotation={q} />)}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={page} />}
    </Stack>
  );
}
