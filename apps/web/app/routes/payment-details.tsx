import { useEffect, useState } from 'react';
import { Alert, Anchor, Container, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { data, Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Route } from './+types/payment-details';
import { NotFound } from '~/components/errors/NotFound.tsx';
import { paymentQuery } from '~/features/membership/api/payment-queries.ts';
import { LoadingBlock } from '~/features/membership/components/LoadingBlock.tsx';
import { PaymentConfirmNotice } from '~/features/membership/components/PaymentConfirmNotice.tsx';
import { PaymentReceipt } from '~/features/membership/components/PaymentReceipt.tsx';
import { ReceiptActions } from '~/features/membership/components/ReceiptActions.tsx';
import { CONFIRM_TIMEOUT_MS, confirmInterval, confirmState } from '~/features/membership/payment-confirm.ts';
import { returnPathFrom, withReturnPath } from '~/features/membership/return-path.ts';
import { membershipBundle } from '~/features/membership/route-bundle.server.ts';
import { keepMembershipBundle, membershipMeta } from '~/features/membership/route-meta.ts';
import { ApiError, apiErrorText } from '~/lib/api-client.ts';
import { requireAccount } from '~/lib/require-account.server.ts';
import { serverApi } from '~/lib/server-api.ts';
import { serverContext } from '~/lib/server-context.ts';
import { useRouteBundles } from '~/lib/use-route-bundles.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Receipts are for their owner and the operators; guests log in first. Sends the page's texts. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireAccount(url, context);
  await requirePayment(params.id, context);
  return membershipBundle(context.get(serverContext).lang, 'receipt.metaTitle');
}

/** An unknown, malformed or someone else's receipt answers HTTP 404 (the root's not-found page). */
async function requirePayment(id: string, context: Route.LoaderArgs['context']) {
  if (!UUID.test(id)) throw data(null, { status: 404 });
  try {
    await serverApi(context)('membership.payment', { payment_id: id });
  } catch (error) {
    if (error instanceof ApiError && [400, 403, 404].includes(error.status)) throw data(null, { status: 404 });
    throw error;
  }
}

export const shouldRevalidate = keepMembershipBundle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => membershipMeta(matches, loaderData);

/**
 * `/payment-details/{id}`: the receipt. Straight after a checkout (`?from=checkout`) it waits for
 * the payment to be confirmed, then moves on to the thank-you page.
 */
export default function PaymentDetailsPage({ loaderData }: Route.ComponentProps) {
  useRouteBundles(loaderData.lang, loaderData.bundles);
  const { t } = useTranslation('membership');
  const id = useParams().id ?? '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromCheckout = params.get('from') === 'checkout';
  const returnTo = returnPathFrom(params);
  const valid = UUID.test(id);
  const [timedOut, setTimedOut] = useState(false);
  const elapsed = timedOut ? CONFIRM_TIMEOUT_MS : 0;
  const payment = useQuery({
    ...paymentQuery(id),
    enabled: valid,
    refetchInterval: (query) => confirmInterval(confirmState(query.state.data?.status ?? 'paid', fromCheckout, elapsed)),
  });
  const state = payment.data ? confirmState(payment.data.status, fromCheckout, elapsed) : 'none';

  useEffect(() => {
    if (!fromCheckout) return;
    const timer = setTimeout(() => setTimedOut(true), CONFIRM_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [fromCheckout]);

  useEffect(() => {
    if (state === 'paid') void navigate(withReturnPath(`/thank-you?payment=${id}`, returnTo), { replace: true });
  }, [state, id, returnTo, navigate]);

  const error = payment.error;
  if (!valid || (error instanceof ApiError && [400, 403, 404].includes(error.status))) return <NotFound />;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to={payment.data?.side === 'buyer' ? '/user/membership' : '/business/membership'} size="sm" data-print-hide>
          {t('receipt.back')}
        </Anchor>
        {payment.isPending && <LoadingBlock />}
        {payment.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(error, t('receipt.loadFailed'))}
          </Alert>
        )}
        {payment.data && (
          <>
            <PaymentConfirmNotice state={state} />
            <PaymentReceipt payment={payment.data} actions={<ReceiptActions payment={payment.data} />} />
          </>
        )}
      </Stack>
    </Container>
  );
}
