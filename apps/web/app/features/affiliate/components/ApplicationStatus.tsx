import { Alert, Button, Stack, Text } from '@mantine/core';
import type { PartnerApplication } from '@tradelink/shared/affiliate/application';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatDate } from '~/lib/format.ts';

/**
 * A pending or declined application: what happens next, or the operator's reason and a way to
 * apply again. The reason is the operator's text, shown as text.
 */
export function ApplicationStatus({ application, onApplyAgain }: { application: PartnerApplication; onApplyAgain: () => void }) {
  const { t, i18n } = useTranslation('affiliate');
  if (application.status === 'pending') {
    return (
      <Alert color="blue" title={t('status.pendingTitle')}>
        {t('status.pendingBody', { date: formatDate(application.created_at, i18n.language) })}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Alert color="orange" title={t('status.declinedTitle')}>
        <Stack gap={4}>
          <Text size="sm">{t('status.declinedBody', { date: formatDate(application.reviewed_at ?? application.created_at, i18n.language) })}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {application.decline_reason}
          </Text>
        </Stack>
      </Alert>
      <div>
        <Button onClick={onApplyAgain}>{t('status.applyAgain')}</Button>
      </div>
    </Stack>
  );
}
