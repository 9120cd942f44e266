import { useState } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { LedgerItem } from '@tradelink/shared/wallet/wallet';
import { formatDateTime } from '~/lib/format.ts';
import { ledgerQuery } from '../api/membership-queries.ts';
import { ledgerLine } from '../ledger-lines.ts';
import { ListSection } from './ListSection.tsx';

/** "Buyer contact unlocked: Nordic Imports" (linked when the page may be opened), or the reason alone. */
function LedgerTitle({ item }: { item: LedgerItem }) {
  const { t } = useTranslation('membership');
  const { reasonKey, about } = ledgerLine(item);
  if (about?.kind !== 'subject') return <>{t(reasonKey)}</>;
  const element = about.href ? <Anchor component={Link} to={about.href} inherit style={{ overflowWrap: 'anywhere' }} /> : <span style={{ overflowWrap: 'anywhere' }} />;
  return <Trans t={t} i18nKey="wallet.about" values={{ reason: t(reasonKey), name: about.name }} components={{ subject: element }} />;
}

function LedgerRow({ item }: { item: LedgerItem }) {
  const { t, i18n } = useTranslation('membership');
  const { deltas, about } = ledgerLine(item);
  return (
    <Paper withBorder radius="sm" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            <LedgerTitle item={item} />
          </Text>
          {/* A plan change's row says which plan is in force after it (after an ending: Free). */}
          {about?.kind === 'plan' && <Text size="xs">{t('wallet.planNow', { plan: t(about.planKey) })}</Text>}
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
                {t(d.key, d.params)}
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
  return (
    <ListSection
      id="membership-wallet"
      title={t('wallet.title')}
      intro={t('wallet.intro')}
      list={list}
      loadFailed={t('wallet.loadFailed')}
      empty={t('wallet.empty')}
      pagesLabel={t('wallet.pages')}
      page={page}
      onPage={setPage}
      row={(item) => <LedgerRow key={item.id} item={item} />}
    />
  );
}
