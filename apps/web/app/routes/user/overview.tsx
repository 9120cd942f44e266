import type { Route } from './+types/overview';
import { AccountOverview } from '~/features/account/components/AccountOverview.tsx';
import { Stack } from '@mantine/core';
import { AgentPromo } from '~/features/agent/components/AgentPromo.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'dashboard:buyerTitle');

export default function UserOverview() {
  const me = useMe();
  if (!me) return null;
  return (
    <Stack gap="md">
      <AccountOverview me={me} side="buyer" />
      <AgentPromo side="buyer" />
    </Stack>
  );
}
