import { Alert, Badge, Box, Group, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { apiErrorText } from '~/lib/api-client.ts';
import { formatDateTime } from '~/lib/format.ts';
import { adminReferralsQuery } from '../api/affiliate-admin-queries.ts';

/** Who referred whom; flagged self-referrals (not paid) can be listed alone. */
export function ReferralReview() {
  const { t, i18n } = useTranslation('adminAffiliate');
  const { t: te } = useTranslation('errors');
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const flagged = params.get('flagged') === 'true';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useQuery({ ...adminReferralsQuery({ page, flagged: flagged || undefined }), placeholderData: keepPreviousData });
  const data = list.data;
  return (
    <Stack>
      <SegmentedControl
        value={flagged ? 'flagged' : 'all'}
        onChange={(v) =>
          setParams((p) => {
            if (v === 'flagged') p.set('flagged', 'true');
            else p.delete('flagged');
            p.delete('page');
            return p;
          })
        }
        data={[
          { value: 'all', label: t('referrals.all') },
          { value: 'flagged', label: t('referrals.flaggedOnly') },
        ]}
        aria-label={t('referrals.filter')}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(list.error, te('generic'))}
        </Alert>
      )}
      {!data && list.isPending && <Loader aria-label={t('loading')} />}
      {data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('referrals.count', { count: data.total })}
        </Text>
      )}
      {data && data.data.length > 0 && (
        <Box tabIndex={0} role="region" aria-label={t('referrals.title')} style={{ overflowX: 'auto' }}>
          <Table striped aria-label={t('referrals.title')} miw={720}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('referrals.date')}</Table.Th>
                <Table.Th>{t('referrals.partner')}</Table.Th>
                <Table.Th>{t('referrals.referred')}</Table.Th>
                <Table.Th>{t('referrals.link')}</Table.Th>
                <Table.Th>{t('referrals.flag')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDateTime(r.referred_at, lang)}</Table.Td>
                  <Table.Td>{r.partner_email}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.company_name ?? '—'}</Text>
                    <Text size="xs" c="dimmed">
                      {r.referred_email ?? t('referrals.deleted')}
                    </Text>
                  </Table.Td>
                  <Table.Td ff="monospace">{r.link_code ?? '—'}</Table.Td>
                  <Table.Td>
                    {r.flag ? (
                      <Group gap={4}>
                        <Badge color="red" variant="light">
                          {t(`referrals.flags.${r.flag}`)}
                        </Badge>
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('referrals.clean')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      {data && data.data.length === 0 && <Text>{flagged ? t('referrals.emptyFlagged') : t('referrals.empty')}</Text>}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={page} />}
    </Stack>
  );
}
