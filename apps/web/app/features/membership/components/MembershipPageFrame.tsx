import type { ReactNode } from 'react';
import { Alert, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { MembershipState } from '@tradelink/shared/membership/membership';
import { apiErrorText } from '~/lib/api-client.ts';
import { LoadingBlock } from './LoadingBlock.tsx';

interface Props {
  title: string;
  state: UseQueryResult<MembershipState>;
  /** The cards that need the membership state. */
  children: (state: MembershipState) => ReactNode;
  /** What loads on its own below them (payments, quota activity). */
  after?: ReactNode;
}

/** A dashboard's membership page (supplier or buyer): its heading, loading and error states. */
export function MembershipPageFrame({ title, state, children, after }: Props) {
  const { t } = useTranslation('membership');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {state.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(state.error, t('dashboard.loadFailed'))}
        </Alert>
      )}
      {state.isPending && <LoadingBlock />}
      {state.data && children(state.data)}
      {after}
    </Stack>
  );
}
