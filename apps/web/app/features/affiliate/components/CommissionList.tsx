import { useState } from 'react';
import { Badge, Group, Loader, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COMMISSION_STATES, type CommissionState } from '@tradelink/shared/affiliate/commissions';
import { formatMoney } from '@tradelink/shared/membership/money';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatDate } from '~/lib/format.ts';
import { partnerCommissionsQuery } from '../api/partner-queries.ts';
import { Pager } from './Pager.tsx';
import { QueryError } from './QueryError.tsx';

export const COMMISSION_STATE_COLORS = { pending: 'yellow', approved: 'blue', paid: 'green', reversed: 'red' } as const;

/** Every commission the partner's referred accounts earned, by state. */
export function CommissionList() {
  const { t, i18n } = useTranslation('affiliate');
  const lang = i18n.language;
  const [state, setState] = useState<CommissionState | ''>('');
  const [page, setPage] = useState(1);
  const list = useQuery({ ...partnerCommissionsQuery({ page, state: state || undefined }), placeholderData: keepPreviousData });
  const data = list.data;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="partner-commissions">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="partner-commissions">
            {t('commissions.title')}
          </Title>
          <SegmentedControl
            size="xs"
            value={state}
            onChange={(v) => {
              setState(v as CommissionState | '');
              setPage(1);
            }}
            data={[{ value: '', label: t('commissions.all') }, ...COMMISSION_STATES.map((s) => ({ value: s, label: t(`commissions.states.${s}`) }))]}
            aria-label={t('commissions.filter')}
            style={{ maxWidth: '100%', overflowX: 'auto' }}
          />
        </Group>
        {list.isError && <QueryError error={list.error} />}
        {!data && list.isPending && <Loader aria-label={t('loading')} />}
        {data && data.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {state ? t('commissions.emptyState') : t('commissions.empty')}
          </Text>
        )}
        {data && data.data.length > 0 && (
          <Table aria-label={t('commissions.title')} data-testid="commissions" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('commissions.company')}</Table.Th>
                <Table.Th ta="right">{t('commissions.amount')}</Table.Th>
                <Table.Th>{t('commissions.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {c.company_name ?? t('commissions.unnamed')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(c.created_at, lang)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {c.state === 'reversed' ? (
                      <Text span fw={600} td="line-through" c="dimmed">
                        {formatMoney(c.amount_cents, lang, c.currency)}
                      </Text>
                    ) : (
                      <Text span fw={600}>
                        {formatMoney(c.amount_cents - c.reversed_cents, lang, c.currency)}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {t('commissions.ofPayment', { amount: formatMoney(c.base_amount_cents, lang, c.currency), rate: (c.rate_bp / 100).toLocaleString(lang) })}
                    </Text>
                    {c.reversed_cents > 0 && c.state !== 'reversed' && (
                      <Text size="xs" c="dimmed">
                        {t('commissions.partlyReversed', { amount: formatMoney(c.reversed_cents, lang, c.currency) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={COMMISSION_STATE_COLORS[c.state]}>
                      {t(`commissions.states.${c.state}`)}
                    </Badge>
                    {c.state === 'pending' && (
                      <Text size="xs" c="dimmed">
                        {t('commissions.approveAfter', { date: formatDate(c.approve_after, lang) })}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {data && <Pager total={data.total} pageSize={data.page_size} page={page} onChange={setPage} label={t('commissions.title')} />}
      </Stack>
    </Paper>
  );
}
