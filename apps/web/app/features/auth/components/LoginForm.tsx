import { PasswordField } from '~/components/forms/PasswordField.tsx';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { User } from '@tradelink/shared/account/user';
import { loginRequest } from '@tradelink/shared/auth/auth';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { useLogin } from '../api/auth-mutations.ts';

interface Props {
  onSuccess: (user: User) => void;
  onRegister?: () => void;
  registerHref?: string;
  /** The email an invitation link suggests (`ml`). */
  initialEmail?: string;
}

export function LoginForm({ onSuccess, onRegister, registerHref = '/register', initialEmail = '' }: Props) {
  const { t } = useTranslation('auth');
  const form = useZodForm(loginRequest, { usr: initialEmail, pwd: '' });
  const login = useLogin();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const input = form.validate();
    if (!input) return;
    login.mutate(input, { onSuccess, onError: form.showServerError });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.title')}>
      <Stack gap="md">
        {form.formError && <Alert color="red" role="alert">{form.formError}</Alert>}
        <TextInput label={t('login.email')} placeholder={t('login.emailPlaceholder')} type="email" autoComplete="email" required {...form.field('usr')} />
        <PasswordField label={t('login.password')} autoComplete="current-password" required {...form.field('pwd')} />
        <Group justify="flex-end">
          <Anchor component={Link} to="/reset-pw" size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
        <Group gap={4} justify="center" fz="sm">
          {t('login.noAccount')}
          {onRegister ? (
            <Anchor component="button" type="button" onClick={onRegister} size="sm">
              {t('login.register')}
            </Anchor>
          ) : (
            <Anchor component={Link} to={registerHref} size="sm">
              {t('login.register')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}
