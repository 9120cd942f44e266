import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { adminTitle } from '~/lib/admin-meta.ts';
import { MarketplaceOverview } from '~/features/marketplace-overview/components/MarketplaceOverview.tsx';
import type { Route } from './+types/analytics';

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, 'adminAnalytics', 'title');

/** `/admin/analytics`: the marketplace overview (decision 033); its range and grouping are in the URL. */
export default function AnalyticsPage() {
  const { t } = useTranslation('adminAnalytics');
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <MarketplaceOverview />
    </Stack>
  );
}
