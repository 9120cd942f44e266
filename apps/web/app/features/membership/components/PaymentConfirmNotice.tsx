import { Alert, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ConfirmState } from '../payment-confirm.ts';

/** While a checkout waits for the provider's confirmation, and when it took too long. */
export function PaymentConfirmNotice({ state }: { state: ConfirmState }) {
  const { t } = useTranslation('membership');
  if (state === 'waiting') {
    return (
      <Alert color="blue" role="status" data-print-hide>
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('confirm.waiting')}</Text>
        </Group>
      </Alert>
    );
  }
  if (state === 'timed_out') {
    return (
      <Alert color="yellow" role="status" title={t('confirm.slowTitle')} data-print-hide>
        {t('confirm.slow')}
      </Alert>
    );
  }
  return null;
}
