import { Alert } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { ApiError } from '~/lib/api-client.ts';

/** A failed call's translated message (the server's), or the generic one. */
export function QueryError({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  return (
    <Alert color="red" role="alert">
      {error instanceof ApiError ? (error.messages[0] ?? t('generic')) : t('generic')}
    </Alert>
  );
}

/** The message of a failed mutation, for a form or dialog. */
export function errorText(error: unknown, generic: string): string {
  return error instanceof ApiError ? (error.messages[0] ?? generic) : generic;
}
