import { useState } from 'react';
import { Alert, Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LedgerItem } from '@tradelink/shared/wallet/wallet';
import { formatDateTime } from '~/lib/format.ts';
import { errorText } from '../api/error-text.ts';
import { ledgerQuery } from '../api/membership-queries.ts';
import { ledgerDeltas } from '../ledger-lines.ts';
import { ListPager } from './ListPager.tsx';

function LedgerRow({ item }: { item: LedgerItem }) {
  const { t, i18n } = useTranslation('membership');
  const deltas = ledgerDeltas(item);
  return (
    <Paper withBorder radius="sm" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {t(`wallet.reasons.${item.reason}`)}
          </Text>
          {item.ref && (
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {item.ref}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatDateTime(item.created_at, i18n.language)}
            {item.payment_id && (
              <>
                {' · '}
                <Anchor component={Link} to={`/payment-details/${item.payment_id}`} size="xs">
                  {t('wallet.receipt')}
                </Anchor>
              </>
            )}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          {deltas.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('wallet.noChange')}
            </Text>
          ) : (
            deltas.map((d) => (
              <Text key={d.quota} size="sm" fw={600} c={d.delta > 0 ? 'green.8' : 'red.8'}>
                {t(`wallet.deltas.${d.quota}`, { count: Math.abs(d.delta), signed: d.signed })}
              </Text>
            ))
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** Every change of the supplier's quotas, newest first: grants, renewals and what was spent. */
export function WalletActivity() {
  const { t } = useTranslation('membership');
  const [page, setPage] = useState(1);
  const list = useQuery(ledgerQuery(page));
  const data = list.data;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="membership-wallet">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="membership-wallet">
            {t('wallet.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('wallet.intro')}
          </Text>
        </div>
        {list.isError && (
          <Alert color="red" role="alert">
            {errorText(list.error, t('wallet.loadFailed'))}
          </Alert>
        )}
        {list.isPending && (
          <Center py="md">
            <Loader size="sm" aria-label={t('loading')} />
          </Center>
        )}
        {data && data.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('wallet.empty')}
          </Text>
        )}
        {data && data.data.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0}>
            {data.data.map((item) => (
              <LedgerRow key={item.id} item={item} />
            ))}
          </Stack>
        )}
        {data && <ListPager total={data.total} pageSize={data.page_size} page={page} onChange={setPage} label={t('wallet.pages')} />}
      </Stack>
    </Paper>
  );
}
