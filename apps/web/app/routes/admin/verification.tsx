import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { VerificationQueue } from '~/features/verification-review/components/VerificationQueue.tsx';
import { adminTitle } from '~/lib/admin-meta.ts';
import type { Route } from './+types/verification';


export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, 'adminVerification', 'title');
/** `/admin/verification`: Level 3 documents, Level 4 tracing results and buyers' business verification. */
export default function VerificationPage() {
  const { t } = useTranslation('adminVerification');
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <VerificationQueue />
    </Stack>
  );
}
