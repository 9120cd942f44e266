import type { ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { apiErrorText } from '~/lib/api-client.ts';
import { useTranslation } from '~/lib/use-translation.tsx';

/**
 * Data that could not be loaded: the server's translated reason (else a generic one, never a
 * loading text) and a way to try again. The title says what was being loaded.
 */
export function QueryError({ error, title, onRetry }: { error: unknown; title?: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  return (
    <Alert color="red" role="alert" title={title}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{apiErrorText(error, te('generic'))}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('actions.tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}
