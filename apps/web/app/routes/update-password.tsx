import { PasswordField } from '~/components/forms/PasswordField.tsx';
import { useState } from 'react';
import { Alert, Button, Container, Paper, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { updatePasswordRequest } from '@tradelink/shared/auth/auth';
import type { Route } from './+types/update-password';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { api } from '~/lib/api-client.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'auth:update.title');

export default function UpdatePasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const form = useZodForm(updatePasswordRequest, { key, new_password: '' });
  const [confirm, setConfirm] = useState('');
  const [confirmError, setConfirmError] = useState<string>();
  const update = useMutation({ mutationFn: (input: { key: string; new_password: string }) => api('auth.update_password', input), meta: { silent: true } });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const input = form.validate();
    const differs = confirm !== form.values.new_password;
    setConfirmError(differs ? t('errors:validation.passwords_differ') : undefined);
    if (input && !differs) update.mutate(input, { onError: form.showServerError });
  };

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Title order={1} size="h2" mb="md">
          {t('update.title')}
        </Title>
        {!key ? (
          <Alert color="red">{t('update.missingKey')}</Alert>
        ) : update.isSuccess ? (
          <Stack role="status">
            <Alert color="green">{t('update.success')}</Alert>
            <Button component={Link} to="/login">
              {t('update.login')}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              {form.formError && <Alert color="red" role="alert">{form.formError}</Alert>}
              <PasswordField label={t('update.password')} autoComplete="new-password" required {...form.field('new_password')} />
              <PasswordField label={t('update.confirm')} autoComplete="new-password" required value={confirm} error={confirmError} onChange={(e) => setConfirm(e.currentTarget.value)} />
              <Button type="submit" loading={update.isPending}>
                {t('update.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}
