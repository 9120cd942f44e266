import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { PayoutQueue } from '~/features/affiliate-admin/components/PayoutQueue.tsx';
import { TermsForm } from '~/features/affiliate-admin/components/TermsForm.tsx';
import { adminTitle } from '~/lib/admin-meta.ts';
import type { Route } from './+types/affiliate-payouts';

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, 'adminAffiliate', 'payouts.title');

/** `/admin/affiliate-payouts`: partners' payout requests (mark paid with a reference, or refuse with a reason) and the programme's terms. */
export default function AffiliatePayoutsPage() {
  const { t } = useTranslation('adminAffiliate');
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('payouts.title')}
        </Title>
        <Text c="dimmed">{t('payouts.intro')}</Text>
      </div>
      <PayoutQueue />
      <TermsForm />
    </Stack>
  );
}
