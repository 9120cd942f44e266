import { useState } from 'react';
import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Route } from './+types/affiliate';
import { myPartnerApplicationQuery } from '~/features/affiliate/api/partner-application-queries.ts';
import { ApplicationStatus } from '~/features/affiliate/components/ApplicationStatus.tsx';
import { PartnerApplicationForm } from '~/features/affiliate/components/PartnerApplicationForm.tsx';
import { PartnerArea } from '~/features/affiliate/components/PartnerArea.tsx';
import { ProgrammePitch } from '~/features/affiliate/components/ProgrammePitch.tsx';
import { apiErrorText } from '~/lib/api-client.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'affiliate:meta.title');

/**
 * `/business/affiliate`: a Partner's area; anyone else gets the programme, the application form
 * and then its status. Whether the caller is a Partner is the server's answer, not the cached user.
 */
export default function BusinessAffiliate() {
  const { t } = useTranslation('affiliate');
  const { t: te } = useTranslation('errors');
  const standing = useQuery(myPartnerApplicationQuery);
  // A declined applicant opens a fresh form with "Apply again".
  const [reapplying, setReapplying] = useState(false);
  const s = standing.data;
  if (s?.is_partner) return <PartnerArea />;
  const application = s?.application ?? null;
  const showForm = s && (!application || application.status === 'approved' || (application.status === 'declined' && reapplying));
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('page.heading')}
        </Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </div>
      {standing.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(standing.error, te('generic'))}
        </Alert>
      )}
      {!s && standing.isPending && <Loader aria-label={t('page.loading')} />}
      {s && (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <ProgrammePitch />
            {application && !showForm && <ApplicationStatus application={application} onApplyAgain={() => setReapplying(true)} />}
            {showForm && (
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t('form.title')}
                </Title>
                <PartnerApplicationForm />
              </Stack>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
