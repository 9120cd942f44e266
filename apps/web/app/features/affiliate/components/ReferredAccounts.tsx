import { useState } from 'react';
import { Badge, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatDate } from '~/lib/format.ts';
import { partnerReferralsQuery } from '../api/partner-queries.ts';
import { Pager } from './Pager.tsx';
import { QueryError } from './QueryError.tsx';

/** The accounts the partner brought: company and date only (the server never sends contacts). */
export function ReferredAccounts() {
  const { t, i18n } = useTranslation('affiliate');
  const lang = i18n.language;
  const [page, setPage] = useState(1);
  const list = useQuery({ ...partnerReferralsQuery(page), placeholderData: keepPreviousData });
  const data = list.data;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="partner-referrals">
      <Stack>
        <Title order={2} size="h4" id="partner-referrals">
          {t('referrals.title')}
        </Title>
        {list.isError && <QueryError error={list.error} />}
        {!data && list.isPending && <Loader aria-label={t('loading')} />}
        {data && data.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('referrals.empty')}
          </Text>
        )}
        {data && data.data.length > 0 && (
            <Table aria-label={t('referrals.title')} data-testid="referrals" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('referrals.company')}</Table.Th>
                  <Table.Th>{t('referrals.link')}</Table.Th>
                  <Table.Th>{t('referrals.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {r.company_name ?? t('commissions.unnamed')}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('referrals.signedUpOn', { date: formatDate(r.referred_at, lang) })}
                      </Text>
                    </Table.Td>
                    <Table.Td>{r.link_name ?? '—'}</Table.Td>
                    <Table.Td>
                      {r.flag ? (
                        <Badge variant="light" color="red">
                          {t('referrals.flagged')}
                        </Badge>
                      ) : r.converted ? (
                        <Badge variant="light" color="green">
                          {t('referrals.converted')}
                        </Badge>
                      ) : (
                        <Badge variant="light" color="gray">
                          {t('referrals.signedUp')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
        )}
        {data && <Pager total={data.total} pageSize={data.page_size} page={page} onChange={setPage} label={t('referrals.title')} />}
      </Stack>
    </Paper>
  );
}
