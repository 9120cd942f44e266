import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { ApplicationQueue } from '~/features/affiliate-review/components/ApplicationQueue.tsx';
import { adminTitle } from '~/lib/admin-meta.ts';
import type { Route } from './+types/affiliate-applications';

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, 'adminAffiliate', 'title');

/** `/admin/affiliate-applications`: applications to the Partner programme, approved (the Partner role) or declined with a reason. */
export default function AffiliateApplicationsPage() {
  const { t } = useTranslation('adminAffiliate');
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <ApplicationQueue />
    </Stack>
  );
}
