import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import type { Route } from './+types/rfq-detail';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { NotFound } from '~/components/errors/NotFound.tsx';
import { myRfqQuery, useRfqEmailAction } from '~/features/rfq/api/rfq-queries.ts';
import { RfqFacts } from '~/features/rfq/components/RfqFacts.tsx';
import { RfqStatusBadge } from '~/features/rfq/public/RfqStatusBadge.tsx';
import { ApiError, apiErrorText } from '~/lib/api-client.ts';
import { pageMeta } from '~/lib/meta.ts';
import { isRowId } from '@tradelink/shared/validation/row-id';
import { idParam } from '~/lib/id-param.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'sourcing:detail.title');

/** The email's `action=verified_rfq|decline_rfq&key=...`, applied once when the page opens. */
function useEmailAction(id: number) {
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const key = params.get('key');
  const apply = useRfqEmailAction();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !key || (action !== 'verified_rfq' && action !== 'decline_rfq')) return;
    started.current = true;
    apply.mutate(
      { id, key, action },
      // The key is spent either way: drop it from the address so a reload does not resend it.
      { onSettled: () => setParams((p) => { p.delete('key'); return p; }, { replace: true }) },
    );
  }, [action, key, id, apply, setParams]);
  return { action, result: apply };
}

export default function RfqDetailPage() {
  const { t, i18n } = useTranslation('sourcing');
  const { t: te } = useTranslation('errors');
  const id = Number(useParams().id);
  const valid = isRowId(id);
  const rfq = useQuery({ ...myRfqQuery(id, i18n.language as Language), enabled: valid });
  const email = useEmailAction(id);
  const dialog = useDialog();
  const [params] = useSearchParams();
  // `?quotation-id=`: the quotations live on the comparison page; go there with it in view.
  const quotationId = idParam(params.get('quotation-id'));
  if (valid && quotationId !== undefined && !params.get('key')) return <Navigate replace to={`/user/received-quotation/${id}?quotation-id=${quotationId}`} />;
  if (!valid || (rfq.error instanceof ApiError && rfq.error.status === 404)) return <NotFound />;
  if (!rfq.data) return null;
  const r = rfq.data;
  const editable = r.status === 0 || r.status === 1;
  return (
    <Stack>
      {email.result.isSuccess && (
        <Alert color="green" role="status">
          {email.action === 'verified_rfq' ? t('detail.confirmed') : t('detail.withdrawn')}
        </Alert>
      )}
      {email.result.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(email.result.error, te('generic'))}
        </Alert>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Group justify="space-between" align="flex-start" mb="md">
          <div>
            <Text size="sm" c="dimmed">
              {t('detail.title')} #{r.id}
            </Text>
            <Title order={1} size="h2">
              {r.product_name}
            </Title>
          </div>
          <RfqStatusBadge status={r.status} />
        </Group>
        {r.status === 0 && <Alert mb="md" color="yellow">{t('detail.pendingNote')}</Alert>}
        {r.status === 2 && (
          <Alert mb="md" color="red" title={t('detail.rejectedTitle')}>
            {r.reject_reason ?? t('detail.noReason')}
          </Alert>
        )}
        {r.status === 3 && r.close_reason && <Alert mb="md" color="gray">{t(`detail.closed.${r.close_reason}`, { defaultValue: t('detail.closed.other') })}</Alert>}
        <RfqFacts rfq={r} />
        <Group mt="lg">
          <Button component={Link} to={`/user/received-quotation/${r.id}`}>
            {t('detail.quotations', { count: r.quotation_count })}
          </Button>
          {editable && (
            <Button variant="default" component={Link} to={`/user/request-quotation/${r.id}`}>
              {t('detail.edit')}
            </Button>
          )}
          {editable && (
            <Button variant="subtle" color="red" onClick={() => dialog.open('finishRFQ', { rfqId: r.id, productName: r.product_name })}>
              {t('detail.close')}
            </Button>
          )}
          {r.status === 1 && (
            <Anchor component={Link} to={`/request/${r.id}`} size="sm">
              {t('detail.publicPage')}
            </Anchor>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
