import { Stack } from '@mantine/core';
import type { Route } from './+types/profile';
import { ProfilePage } from '~/features/account/components/ProfilePage.tsx';
import { BuyerVerificationCard } from '~/features/verification/components/BuyerVerificationCard.tsx';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'dashboard:profile.title');

export default function UserProfile() {
  return (
    <Stack>
      <ProfilePage mode="buyer" />
      <BuyerVerificationCard />
    </Stack>
  );
}
