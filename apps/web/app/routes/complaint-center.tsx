import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Route } from './+types/complaint-center';
import { useMe } from '~/lib/me-store.tsx';
import { ComplaintCenterGuest } from '~/features/support/components/ComplaintCenterGuest.tsx';
import { MySupportRequests } from '~/features/support/components/MySupportRequests.tsx';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'support:center.meta.title', 'support:center.meta.description');

/** `/complaint-center`: members file complaints and follow all their requests; guests learn how to. */
export default function ComplaintCenterPage() {
  const { t } = useTranslation('support');
  const me = useMe();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('center.title')}</Title>
          <Text c="dimmed" mt="xs">
            {t('center.intro')}
          </Text>
        </div>
        {me ? <MySupportRequests /> : <ComplaintCenterGuest />}
      </Stack>
    </Container>
  );
}
