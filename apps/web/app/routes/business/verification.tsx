import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { helpArticlePath } from '@tradelink/shared/help/help-articles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Route } from './+types/verification';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { supplierVerificationQuery } from '~/features/verification/api/verification-queries.ts';
import { VerificationLadder } from '~/features/verification/components/VerificationLadder.tsx';
import { apiErrorText } from '~/lib/api-client.ts';
import { formatDate } from '~/lib/format.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'verification:meta.title');

/** `/business/verification`: the supplier's verification ladder (Level 1 to 4) and the form for the next step. */
export default function BusinessVerification() {
  const { t, i18n } = useTranslation(['verification', 'common']);
  const { t: te } = useTranslation('errors');
  const status = useQuery(supplierVerificationQuery);
  const s = status.data;
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('page.heading')}
        </Title>
        <Text c="dimmed">{t('page.intro')}</Text>
        <Anchor component={Link} to={helpArticlePath('verification-levels')} size="sm">
          {t('common:helpArticle')}
        </Anchor>
      </div>
      {status.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(status.error, te('generic'))}
        </Alert>
      )}
      {!s && status.isPending && <Loader aria-label={t('page.loading')} />}
      {s && (
        <>
          <Paper withBorder p="md">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={600}>{t('page.current', { level: s.verification_level })}</Text>
                <Text size="sm" c="dimmed">
                  {s.last_verified_datetime ? t('page.lastVerified', { date: formatDate(s.last_verified_datetime, i18n.language) }) : t('page.neverVerified')}
                </Text>
              </div>
              <VerificationLevel level={s.verification_level} lastVerifiedAt={s.last_verified_datetime} />
            </Group>
          </Paper>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
            <VerificationLadder status={s} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
