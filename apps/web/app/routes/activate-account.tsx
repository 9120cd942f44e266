import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button, Container, Loader, Paper, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/activate-account';
import { api, ApiError } from '~/lib/api-client.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'auth:activate.title');

/** /activate-account and /activate-account-buyer: activates once from the emailed key. */
export default function ActivateAccountPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const activate = useMutation({ mutationFn: (k: string) => api('auth.activate_account', { key: k }), meta: { silent: true } });
  const started = useRef(false);
  useEffect(() => {
    // Runs once per page view (StrictMode mounts twice in development).
    if (key && !started.current) {
      started.current = true;
      activate.mutate(key);
    }
  }, [key, activate]);

  const error = activate.error instanceof ApiError ? activate.error : null;
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Title order={1} size="h2" mb="md">
          {t('activate.title')}
        </Title>
        {!key ? (
          <Alert color="red">{t('activate.missingKey')}</Alert>
        ) : activate.isSuccess ? (
          <Stack role="status">
            <Alert color="green">{t('activate.success', { email: activate.data.email })}</Alert>
            <Button component={Link} to="/login">
              {t('activate.login')}
            </Button>
          </Stack>
        ) : activate.isError ? (
          <Stack role="alert">
            <Alert color="red" title={t('activate.failed')}>
              {error?.messages[0] ?? t('errors:generic')}
            </Alert>
            {error?.code === 'KEY_USED' ? (
              <Button component={Link} to="/login">
                {t('activate.login')}
              </Button>
            ) : (
              <Anchor component={Link} to="/reset-pw">
                {t('activate.reset')}
              </Anchor>
            )}
          </Stack>
        ) : (
          <Stack align="center" role="status">
            <Loader />
            {t('activate.working')}
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
