import { Alert, Button, Group, Text } from '@mantine/core';
import { apiErrorText } from '~/lib/api-client.ts';
import { useTranslation } from '~/lib/use-translation.tsx';

/** A report that could not be loaded: the server's translated reason and a way to try again. */
export function ReportError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('analytics');
  const { t: te } = useTranslation('errors');
  const message = apiErrorText(error, te('generic'));
  return (
    <Alert color="red" role="alert" title={t('error.title')}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
