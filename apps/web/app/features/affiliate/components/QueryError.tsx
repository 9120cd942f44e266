import { Alert } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { apiErrorText } from '~/lib/api-client.ts';

/** A failed call's translated message (the server's), or the generic one. */
export function QueryError({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  return (
    <Alert color="red" role="alert">
      {apiErrorText(error, t('generic'))}
    </Alert>
  );
}

