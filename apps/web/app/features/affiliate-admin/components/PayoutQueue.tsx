import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PAYOUT_STATES } from '@tradelink/shared/affiliate/payouts';
import type { CallData } from '@tradelink/shared/api/calls';
import { formatMoney } from '@tradelink/shared/membership/money';
import { useTranslation } from '~/lib/use-translation.tsx';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { apiErrorText } from '~/lib/api-client.ts';
import { formatDateTime } from '~/lib/format.ts';
import { toast } from '~/lib/toast.ts';
import { adminPayoutsQuery, useMarkPayoutPaid, useRefusePayout } from '../api/affiliate-admin-queries.ts';

type Payout = CallData<'admin.affiliate_payouts'>;
type PayoutState = (typeof PAYOUT_STATES)[number];
const COLORS = { requested: 'blue', paid: 'green', refused: 'red' } as const;

const pageOf = (params: URLSearchParams) => Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
const stateOf = (params: URLSearchParams): PayoutState => (PAYOUT_STATES as readonly string[]).includes(params.get('state') ?? '') ? (params.get('state') as PayoutState) : 'requested';

/** Payout requests: requested ones first (the default view), then paid and refused ones. */
export function PayoutQueue() {
  const { t } = useTranslation('adminAffiliate');
  const { t: te } = useTranslation('errors');
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  const page = pageOf(params);
  const list = useQuery({ ...adminPayoutsQuery({ page, state }), placeholderData: keepPreviousData });
  const [acting, setActing] = useState<{ payout: Payout; action: 'pay' | 'refuse' } | null>(null);
  const data = list.data;
  return (
    <Stack>
      <SegmentedControl
        value={state}
        onChange={(v) =>
          setParams((p) => {
            if (v === 'requested') p.delete('state');
            else p.set('state', v);
            p.delete('page');
            return p;
          })
        }
        data={PAYOUT_STATES.map((s) => ({ value: s, label: t(`payouts.states.${s}`) }))}
        aria-label={t('payouts.stateFilter')}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      {list.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(list.error, te('generic'))}
        </Alert>
      )}
      {!data && list.isPending && <Loader aria-label={t('loading')} />}
      {data && data.data.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{t(`payouts.empty.${state}`)}</Text>
        </Card>
      )}
      {data?.data.map((p) => (
        <PayoutCard key={p.id} payout={p} onAct={(action) => setActing({ payout: p, action })} />
      ))}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={page} />}
      {acting && <DecisionModal payout={acting.payout} action={acting.action} onClose={() => setActing(null)} />}
    </Stack>
  );
}

function PayoutCard({ payout: p, onAct }: { payout: Payout; onAct: (action: 'pay' | 'refuse') => void }) {
  const { t, i18n } = useTranslation('adminAffiliate');
  const lang = i18n.language;
  const amount = formatMoney(p.amount_cents, lang, p.currency);
  return (
    <Card withBorder padding="md" component="article" aria-label={t('payouts.cardLabel', { name: p.partner_name, amount })}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={700} size="lg">
            {amount}
          </Text>
          <Badge variant="light" color={COLORS[p.state]}>
            {t(`payouts.states.${p.state}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {p.partner_name} · {p.partner_email}
        </Text>
        <Text size="sm" c="dimmed">
          {t('payouts.requestedAt', { date: formatDateTime(p.requested_at, lang), count: p.commissions })}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t(`payouts.methods.${p.method}`)}
          </Text>
          {p.details && `: ${p.details}`}
        </Text>
        {p.state === 'paid' && <Text size="sm">{t('payouts.paidWith', { reference: p.reference ?? '', date: p.decided_at ? formatDateTime(p.decided_at, lang) : '' })}</Text>}
        {p.state === 'refused' && <Text size="sm">{t('payouts.refusedWith', { reason: p.refused_reason ?? '', date: p.decided_at ? formatDateTime(p.decided_at, lang) : '' })}</Text>}
        {p.state === 'requested' && (
          <Group gap="xs">
            <Button size="xs" color="green" onClick={() => onAct('pay')}>
              {t('payouts.markPaid')}
            </Button>
            <Button size="xs" variant="default" color="red" onClick={() => onAct('refuse')}>
              {t('payouts.refuse')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function DecisionModal({ payout, action, onClose }: { payout: Payout; action: 'pay' | 'refuse'; onClose: () => void }) {
  const { t, i18n } = useTranslation('adminAffiliate');
  const { t: te } = useTranslation('errors');
  const pay = useMarkPayoutPaid();
  const refuse = useRefusePayout();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const amount = formatMoney(payout.amount_cents, i18n.language, payout.currency);
  const title = action === 'pay' ? t('payouts.payTitle', { amount, name: payout.partner_name }) : t('payouts.refuseTitle', { amount, name: payout.partner_name });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!text.trim()) {
      setError(action === 'pay' ? t('payouts.referenceRequired') : t('payouts.reasonRequired'));
      return;
    }
    setError(null);
    const onSuccess = () => {
      toast({ message: action === 'pay' ? t('payouts.paidToast', { amount, name: payout.partner_name }) : t('payouts.refusedToast', { amount, name: payout.partner_name }), color: 'green' });
      onClose();
    };
    const onError = (err: unknown) => setFailure(apiErrorText(err, te('generic')));
    if (action === 'pay') pay.mutate({ payout_id: payout.id, reference: text.trim() }, { onSuccess, onError });
    else refuse.mutate({ payout_id: payout.id, reason: text.trim() }, { onSuccess, onError });
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          {action === 'pay' ? (
            <TextInput label={t('payouts.reference')} description={t('payouts.referenceHint')} required maxLength={200} value={text} onChange={(e) => setText(e.currentTarget.value)} error={error} data-autofocus />
          ) : (
            <Textarea label={t('payouts.reason')} description={t('payouts.reasonHint')} required maxLength={1000} autosize minRows={3} value={text} onChange={(e) => setText(e.currentTarget.value)} error={error} data-autofocus />
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('payouts.cancel')}
            </Button>
            <Button type="submit" color={action === 'pay' ? 'green' : 'red'} loading={pay.isPending || refuse.isPending}>
              {action === 'pay' ? t('payouts.confirmPaid') : t('payouts.confirmRefuse')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
