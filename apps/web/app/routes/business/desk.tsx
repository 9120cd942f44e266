import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Route } from './+types/desk';
import { useMe } from '~/lib/me-store.tsx';
import { deskStatsQuery } from '~/features/desk/api/desk-stats-query.ts';
import { DeskNextActions } from '~/features/desk/components/DeskNextActions.tsx';
import { DeskQuotas } from '~/features/desk/components/DeskQuotas.tsx';
import { DeskStatCards } from '~/features/desk/components/DeskStatCards.tsx';
import { DeskSummary } from '~/features/desk/components/DeskSummary.tsx';
import { AgentPromo } from '~/features/agent/components/AgentPromo.tsx';
import { apiErrorText } from '~/lib/api-client.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'desk:meta.title');

/** /business/desk (the overview tab): the supplier's figures from its own data, quotas and next steps. */
export default function BusinessDesk() {
  const { t } = useTranslation('desk');
  const me = useMe();
  const query = useQuery({ ...deskStatsQuery, meta: { silent: true } });
  const stats = query.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {me ? t('welcome', { name: me.first_name }) : t('meta.title')}
      </Title>
      {query.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(query.error, t('loadFailed'))}
        </Alert>
      )}
      {!stats && !query.isError && <Loader mx="auto" my="xl" display="block" aria-label={t('loading')} />}
      {stats && me && <DeskSummary me={me} stats={stats} />}
      {stats && <DeskNextActions stats={stats} />}
      <AgentPromo side="supplier" />
      {stats && <DeskStatCards stats={stats} />}
      {stats && <DeskQuotas stats={stats} />}
    </Stack>
  );
}
