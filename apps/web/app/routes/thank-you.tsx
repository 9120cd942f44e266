import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/thank-you';
import { meQuery } from '~/lib/me-query.ts';
import { paymentQuery } from '~/features/membership/api/payment-queries.ts';
import { LoadingBlock } from '~/features/membership/components/LoadingBlock.tsx';
import { PlanWelcome } from '~/features/membership/components/PlanWelcome.tsx';
import { returnPathFrom } from '~/features/membership/return-path.ts';
import { membershipBundle } from '~/features/membership/route-bundle.server.ts';
import { keepMembershipBundle, membershipMeta } from '~/features/membership/route-meta.ts';
import { serverContext } from '~/lib/server-context.ts';
import { useRouteBundles } from '~/lib/use-route-bundles.ts';

/** The page's texts (route-scoped `membership` namespace). */
export function loader({ context }: Route.LoaderArgs) {
  return membershipBundle(context.get(serverContext).lang, 'thankYou.metaTitle');
}

export const shouldRevalidate = keepMembershipBundle;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => membershipMeta(matches, loaderData);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Without a (readable, paid) payment: a plain thank-you, e.g. after writing to us. */
function GenericThanks({ pending, paymentId }: { pending?: boolean; paymentId?: string }) {
  const { t } = useTranslation('membership');
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} ta="center">
      <Stack align="center" gap="md">
        <Title order={1} size="h2">
          {t('thankYou.genericTitle')}
        </Title>
        <Text c="dimmed">{pending ? t('thankYou.pending') : t('thankYou.genericBody')}</Text>
        {pending && paymentId ? (
          <Button component={Link} to={`/payment-details/${paymentId}?from=checkout`}>
            {t('thankYou.receipt')}
          </Button>
        ) : (
          <Button component={Link} to="/">
            {t('thankYou.home')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** `/thank-you`: after a paid checkout (`?payment=`) the new plan; otherwise a plain thank-you. */
export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  useRouteBundles(loaderData.lang, loaderData.bundles);
  const [params] = useSearchParams();
  const paymentId = params.get('payment') ?? '';
  const me = useQuery(meQuery);
  const enabled = UUID.test(paymentId) && Boolean(me.data);
  const payment = useQuery({ ...paymentQuery(paymentId), enabled });
  const waiting = me.isPending || (enabled && payment.isPending);
  return (
    <Container size="sm" py="xl">
      {waiting ? (
        <LoadingBlock />
      ) : payment.data?.status === 'paid' ? (
        <PlanWelcome payment={payment.data} returnTo={returnPathFrom(params)} />
      ) : (
        <GenericThanks pending={payment.data?.status === 'payment_pending'} paymentId={payment.data?.id} />
      )}
    </Container>
  );
}
