import { useState } from 'react';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import { resetPasswordRequest } from '@tradelink/shared/auth/auth';
import type { Route } from './+types/reset-pw';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { api } from '~/lib/api-client.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'auth:reset.title', 'auth:reset.subtitle');

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const form = useZodForm(resetPasswordRequest, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const reset = useMutation({ mutationFn: (email: string) => api('auth.reset_password', { email }), meta: { silent: true } });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const input = form.validate();
    if (input) reset.mutate(input.email, { onSuccess: () => setSentTo(input.email), onError: form.showServerError });
  };

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Title order={1} size="h2" mb={4}>
          {t('reset.title')}
        </Title>
        {sentTo ? (
          <Stack role="status">
            <Alert color="green">{t('reset.sent', { email: sentTo })}</Alert>
            <Anchor component={Link} to="/login">
              {t('reset.back')}
            </Anchor>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Text c="dimmed" size="sm">
                {t('reset.subtitle')}
              </Text>
              {form.formError && <Alert color="red" role="alert">{form.formError}</Alert>}
              <TextInput label={t('reset.email')} type="email" autoComplete="email" required {...form.field('email')} />
              <Button type="submit" loading={reset.isPending}>
                {t('reset.submit')}
              </Button>
              <Anchor component={Link} to="/login" size="sm">
                {t('reset.back')}
              </Anchor>
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}
