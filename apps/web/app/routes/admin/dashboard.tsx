import { Alert, Anchor, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { adminTitle } from '~/lib/admin-meta.ts';
import { dashboardQuery } from '~/features/moderation/api/moderation-queries.ts';
import { QueueCard } from '~/features/moderation/components/QueueCard.tsx';

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, 'adminModeration', 'dashboard.title');

/** The console's home: every queue's size and oldest waiting item, so nothing sits unnoticed. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation('adminModeration');
  // Refreshed every minute while the page is open: the dashboard is left open on a screen.
  const dashboard = useQuery({ ...dashboardQuery(), refetchInterval: 60_000 });
  const data = dashboard.data;
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">{t('dashboard.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('dashboard.intro')}
        </Text>
      </div>
      {dashboard.isPending && <Loader size="sm" />}
      {data && (
        <>
          <Alert color={data.auto_approve_trusted ? 'teal' : 'gray'} variant="light">
            <Text size="sm">{t(data.auto_approve_trusted ? 'dashboard.autoApproveOn' : 'dashboard.autoApproveOff')}</Text>
            <Anchor component={Link} to="/admin/moderation" size="sm">
              {t('dashboard.autoApproveLink')}
            </Anchor>
          </Alert>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
            {data.queues.map((queue) => (
              <QueueCard key={queue.key} queue={queue} lang={i18n.language} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
