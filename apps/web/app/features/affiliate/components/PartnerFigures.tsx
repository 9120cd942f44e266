import { Suspense, lazy, useState } from 'react';
import { Box, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@tradelink/shared/membership/money';
import type { AffiliateStats, StatsFigures } from '@tradelink/shared/affiliate/stats';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatNumber, formatShortDate } from '~/lib/format.ts';
import { partnerLinksQuery, partnerStatsQuery } from '../api/partner-queries.ts';
import { isValidRange, lastDays, parseStatsRange } from '../stats-range.ts';
import { QueryError } from './QueryError.tsx';

const PRESETS = [7, 30, 90] as const;

// The chart's library loads with the first figures (the figures are fetched in the browser only).
const DailyChart = lazy(() => import('./DailyChart.tsx'));

/** Figures over a range of days (in the URL): totals, a daily chart and the table per link. */
export function PartnerFigures() {
  const { t, i18n } = useTranslation('affiliate');
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const range = parseStatsRange(params);
  const linkId = params.get('link') ?? '';
  const links = useQuery(partnerLinksQuery);
  const knownLink = links.data?.links.some((l) => l.id === linkId) ? linkId : '';
  const stats = useQuery({ ...partnerStatsQuery({ srtdate: range.srtdate, enddate: range.enddate, link_id: knownLink || undefined }), placeholderData: keepPreviousData });
  const [draft, setDraft] = useState({ srtdate: range.srtdate, enddate: range.enddate });
  const [draftError, setDraftError] = useState(false);
  const [lastRange, setLastRange] = useState(range);
  if (lastRange.srtdate !== range.srtdate || lastRange.enddate !== range.enddate) {
    setLastRange(range);
    setDraft({ srtdate: range.srtdate, enddate: range.enddate });
  }

  const apply = (next: { srtdate: string; enddate: string }) => {
    if (!isValidRange(next.srtdate, next.enddate)) {
      setDraftError(true);
      return;
    }
    setDraftError(false);
    setParams(
      (p) => {
        p.set('srtdate', next.srtdate);
        p.set('enddate', next.enddate);
        return p;
      },
      { preventScrollReset: true },
    );
  };
  const setLink = (value: string | null) =>
    setParams(
      (p) => {
        if (value) p.set('link', value);
        else p.delete('link');
        return p;
      },
      { preventScrollReset: true },
    );

  const data = stats.data;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="partner-figures">
      <Stack>
        <Title order={2} size="h4" id="partner-figures">
          {t('figures.title')}
        </Title>
        <Group gap="xs" wrap="wrap">
          {PRESETS.map((days) => {
            const preset = lastDays(days);
            const active = preset.srtdate === range.srtdate && preset.enddate === range.enddate;
            return (
              <Button key={days} size="xs" variant={active ? 'filled' : 'default'} onClick={() => apply(preset)} aria-pressed={active}>
                {t('figures.lastDays', { count: days })}
              </Button>
            );
          })}
        </Group>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            apply(draft);
          }}
          aria-label={t('figures.rangeForm')}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput type="date" label={t('figures.from')} value={draft.srtdate} onChange={(e) => setDraft({ ...draft, srtdate: e.currentTarget.value })} w={{ base: '100%', xs: 170 }} />
            <TextInput type="date" label={t('figures.to')} value={draft.enddate} onChange={(e) => setDraft({ ...draft, enddate: e.currentTarget.value })} w={{ base: '100%', xs: 170 }} />
            <Button type="submit" variant="light">
              {t('figures.apply')}
            </Button>
            <Select
              label={t('figures.link')}
              data={[{ value: '', label: t('figures.allLinks') }, ...(links.data?.links ?? []).map((l) => ({ value: l.id, label: l.name }))]}
              value={knownLink}
              onChange={setLink}
              allowDeselect={false}
              w={{ base: '100%', xs: 220 }}
            />
          </Group>
          {draftError && (
            <Text c="red" size="sm" mt={4} role="alert">
              {t('figures.rangeInvalid')}
            </Text>
          )}
        </form>
        {stats.isError && <QueryError error={stats.error} />}
        {!data && stats.isPending && <Loader aria-label={t('loading')} />}
        {data && <Figures data={data} lang={lang} />}
      </Stack>
    </Paper>
  );
}

function Figures({ data, lang }: { data: AffiliateStats; lang: string }) {
  const { t } = useTranslation('affiliate');
  const money = (cents: number) => formatMoney(cents, lang, data.currency);
  const totals = data.totals;
  const tiles: Array<[string, string]> = [
    ['clicks', formatNumber(totals.clicks, lang)],
    ['signups', formatNumber(totals.signups, lang)],
    ['conversions', formatNumber(totals.conversions, lang)],
    ['revenue', money(totals.revenue_cents)],
    ['commission', money(totals.commission_cents)],
  ];
  const empty = totals.clicks === 0 && totals.signups === 0 && totals.conversions === 0 && totals.revenue_cents === 0 && totals.commission_cents === 0;
  const chart = data.daily.map((d) => ({ date: formatShortDate(d.date, lang), clicks: d.clicks, signups: d.signups, conversions: d.conversions }));
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('figures.range', { from: formatShortDate(data.srtdate, lang), to: formatShortDate(data.enddate, lang) })}
      </Text>
      <SimpleGrid type="container" cols={{ base: 2, '560px': 3, '860px': 5 }} spacing="sm">
        {tiles.map(([key, value]) => (
          <Paper key={key} withBorder p="sm" radius="md" data-testid={`figure-${key}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`figures.${key}`)}
            </Text>
            <Text fw={700} size="xl">
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {empty ? (
        <Text c="dimmed">{t('figures.empty')}</Text>
      ) : (
        <div role="img" aria-label={t('figures.chartLabel')}>
          <Suspense fallback={<Box h={220} />}>
            <DailyChart data={chart} />
          </Suspense>
        </div>
      )}
      {data.links.length > 0 && <PerLinkTable rows={data.links} money={money} lang={lang} />}
    </Stack>
  );
}

function PerLinkTable({ rows, money, lang }: { rows: Array<StatsFigures & { link_id: string; name: string }>; money: (c: number) => string; lang: string }) {
  const { t } = useTranslation('affiliate');
  return (
    // A region keyboard users can scroll (a phone is narrower than the table).
    <Box tabIndex={0} role="region" aria-label={t('figures.perLink')} style={{ overflowX: 'auto' }}>
      <Table striped highlightOnHover aria-label={t('figures.perLink')} miw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('figures.linkName')}</Table.Th>
            <Table.Th ta="right">{t('figures.clicks')}</Table.Th>
            <Table.Th ta="right">{t('figures.signups')}</Table.Th>
            <Table.Th ta="right">{t('figures.conversions')}</Table.Th>
            <Table.Th ta="right">{t('figures.revenue')}</Table.Th>
            <Table.Th ta="right">{t('figures.commission')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.link_id}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.clicks, lang)}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.signups, lang)}</Table.Td>
              <Table.Td ta="right">{formatNumber(r.conversions, lang)}</Table.Td>
              <Table.Td ta="right">{money(r.revenue_cents)}</Table.Td>
              <Table.Td ta="right">{money(r.commission_cents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
