import { Anchor, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useParams } from 'react-router';
import type { Route } from './+types/user';
import { ApiError } from '~/lib/api-client.ts';
import { adminTitle } from '~/lib/admin-meta.ts';
import { userDetailQuery } from '~/features/user-admin/api/user-admin-queries.ts';
import { PaymentsSection } from '~/features/user-admin/components/PaymentsSection.tsx';
import { PostsSection } from '~/features/user-admin/components/PostsSection.tsx';
import { ActivitySection, HistorySection, SanctionsSection, VerificationSection } from '~/features/user-admin/components/RecordSections.tsx';
import { BuyingSection, ProfileSection, SellingSection } from '~/features/user-admin/components/SideSections.tsx';
import { UserHeader } from '~/features/user-admin/components/UserHeader.tsx';

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, 'adminUsers', 'detail.title');

/** One account as operators see it: sides, payments, posts, activity, verification, sanctions and history. */
export default function UserPage() {
  const { t } = useTranslation('adminUsers');
  const id = useParams().id ?? '';
  const detail = useQuery(userDetailQuery(id));

  if (detail.isPending) {
    return (
      <Stack>
        <Title order={1} size="h2">{t('detail.title')}</Title>
        <Loader size="sm" />
      </Stack>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <Card withBorder padding="xl">
        <Stack align="flex-start">
          <Title order={1} size="h2">{t('detail.title')}</Title>
          <Text role="alert">{missing ? t('detail.notFound') : t('detail.loadFailed')}</Text>
          <Anchor component={Link} to="/admin/users">
            {t('detail.back')}
          </Anchor>
        </Stack>
      </Card>
    );
  }
  const d = detail.data;
  return (
    <Stack>
      <UserHeader detail={d} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ProfileSection profile={d.profile} />
        <Stack>
          <BuyingSection buyer={d.buyer} />
          <SellingSection supplier={d.supplier} />
        </Stack>
      </SimpleGrid>
      <PaymentsSection payments={d.payments} subscriptions={d.subscriptions} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PostsSection posts={d.posts} />
        <Stack>
          <ActivitySection activity={d.activity} />
          <VerificationSection requests={d.verification} />
        </Stack>
        <SanctionsSection sanctions={d.sanctions} />
        <HistorySection history={d.history} />
      </SimpleGrid>
    </Stack>
  );
}
