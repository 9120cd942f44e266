import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { ReferralReview } from '~/features/affiliate-admin/components/ReferralReview.tsx';
import { adminTitle } from '~/lib/admin-meta.ts';
import type { Route } from './+types/affiliate-referrals';

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, 'adminAffiliate', 'referrals.title');

/** `/admin/affiliate-referrals`: partners' attributions, with flagged self-referrals. */
export default function AffiliateReferralsPage() {
  const { t } = useTranslation('adminAffiliate');
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('referrals.title')}
        </Title>
        <Text c="dimmed">{t('referrals.intro')}</Text>
      </div>
      <ReferralReview />
    </Stack>
  );
}
