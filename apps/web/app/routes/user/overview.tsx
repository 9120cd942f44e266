import type { Route } from './+types/overview';
import { AccountOverview } from '~/features/account/components/AccountOverview.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'dashboard:buyerTitle');

export default function UserOverview() {
  const me = useMe();
  return me ? <AccountOverview me={me} side="buyer" /> : null;
}
