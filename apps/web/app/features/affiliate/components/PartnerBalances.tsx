import { apiErrorText } from '~/lib/api-client.ts';
import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Modal, Paper, Select, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@tradelink/shared/membership/money';
import { PAYOUT_METHODS } from '@tradelink/shared/affiliate/payouts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatDate } from '~/lib/format.ts';
import { toast } from '~/lib/toast.ts';
import { partnerCommissionsQuery, partnerPayoutsQuery, partnerTermsQuery, useRequestPayout } from '../api/partner-queries.ts';
import { Pager } from './Pager.tsx';
import { QueryError } from './QueryError.tsx';

export const PAYOUT_STATE_COLORS = { requested: 'blue', paid: 'green', refused: 'red' } as const;

/** Balances by state, the payout threshold, "Request payout" and the payout history. */
export function PartnerBalances() {
  const { t, i18n } = useTranslation('affiliate');
  const [payoutsPage, setPayoutsPage] = useState(1);
  const lang = i18n.language;
  // The balance comes with the commissions' first page.
  const commissions = useQuery(partnerCommissionsQuery({ page: 1 }));
  const terms = useQuery(partnerTermsQuery);
  const payouts = useQuery(partnerPayoutsQuery(payoutsPage));
  const [asking, setAsking] = useState(false);
  const balance = commissions.data?.balance;
  const threshold = terms.data?.payout_threshold_cents;
  const money = (cents: number) => formatMoney(cents, lang, balance?.currency ?? terms.data?.currency ?? 'USD');
  const open = payouts.data?.data.some((p) => p.state === 'requested') ?? false;
  const canRequest = balance !== undefined && threshold !== undefined && balance.approved_cents > 0 && balance.approved_cents >= threshold && !open;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="partner-balances">
      <Stack>
        <Title order={2} size="h4" id="partner-balances">
          {t('balances.title')}
        </Title>
        {commissions.isError && <QueryError error={commissions.error} />}
        {!balance && commissions.isPending && <Loader aria-label={t('loading')} />}
        {balance && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {(
              [
                ['pending', balance.pending_cents],
                ['approved', balance.approved_cents],
                ['inPayout', balance.in_payout_cents],
                ['paid', balance.paid_cents],
              ] as const
            ).map(([key, cents]) => (
              <Paper key={key} withBorder p="sm" radius="md" data-testid={`balance-${key}`}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t(`balances.${key}`)}
                </Text>
                <Text fw={700} size="lg">
                  {money(cents)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {threshold !== undefined && balance && (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed">
              {open ? t('balances.openPayout') : canRequest ? t('balances.ready') : t('balances.threshold', { threshold: money(threshold), missing: money(Math.max(0, threshold - balance.approved_cents)) })}
            </Text>
            <Button onClick={() => setAsking(true)} disabled={!canRequest}>
              {t('balances.request')}
            </Button>
          </Group>
        )}
        <Title order={3} size="h5">
          {t('payouts.title')}
        </Title>
        {payouts.isError && <QueryError error={payouts.error} />}
        {payouts.data && payouts.data.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('payouts.empty')}
          </Text>
        )}
        {payouts.data && payouts.data.data.length > 0 && (
          <Table aria-label={t('payouts.title')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payouts.requested')}</Table.Th>
                <Table.Th ta="right">{t('payouts.amount')}</Table.Th>
                <Table.Th>{t('payouts.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payouts.data.data.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Text size="sm">{formatDate(p.requested_at, lang)}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`payouts.methods.${p.method}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(p.amount_cents, lang, p.currency)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={PAYOUT_STATE_COLORS[p.state]}>
                      {t(`payouts.states.${p.state}`)}
                    </Badge>
                    {p.state === 'paid' && (
                      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        {t('payouts.paidRef', { reference: p.reference ?? '', date: p.decided_at ? formatDate(p.decided_at, lang) : '' })}
                      </Text>
                    )}
                    {p.state === 'refused' && (
                      <Text size="xs" c="dimmed">
                        {t('payouts.refusedBecause', { reason: p.refused_reason ?? '' })}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {payouts.data && <Pager total={payouts.data.total} pageSize={payouts.data.page_size} page={payoutsPage} onChange={setPayoutsPage} label={t('payouts.title')} />}
      </Stack>
      {asking && balance && <PayoutRequestModal amount={money(balance.approved_cents)} onClose={() => setAsking(false)} />}
    </Paper>
  );
}

function PayoutRequestModal({ amount, onClose }: { amount: string; onClose: () => void }) {
  const { t } = useTranslation('affiliate');
  const request = useRequestPayout();
  const [method, setMethod] = useState<(typeof PAYOUT_METHODS)[number]>('bank_transfer');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!details.trim()) {
      setError(t('payoutForm.detailsRequired'));
      return;
    }
    setError(null);
    request.mutate(
      { method, details: details.trim() },
      {
        onSuccess: () => {
          toast({ message: t('payoutForm.sent', { amount }), color: 'green' });
          onClose();
        },
        onError: (e) => setFailure(apiErrorText(e, t('links.failed'))),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('payoutForm.title', { amount })}>
      <form onSubmit={submit} noValidate aria-label={t('payoutForm.title', { amount })}>
        <Stack>
          <Text size="sm">{t('payoutForm.intro')}</Text>
          <Select label={t('payoutForm.method')} data={PAYOUT_METHODS.map((m) => ({ value: m, label: t(`payouts.methods.${m}`) }))} value={method} onChange={(v) => v && setMethod(v as typeof method)} allowDeselect={false} />
          <Textarea label={t('payoutForm.details')} description={t('payoutForm.detailsHint')} required maxLength={500} autosize minRows={3} value={details} onChange={(e) => setDetails(e.currentTarget.value)} error={error} />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('linkForm.cancel')}
            </Button>
            <Button type="submit" loading={request.isPending}>
              {t('payoutForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
