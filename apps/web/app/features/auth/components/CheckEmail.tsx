import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { SignupDone } from './RegisterForm.tsx';

export function CheckEmail({ result, loginHref = '/login' }: { result: SignupDone; loginHref?: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md" role="status">
      <Title order={2}>{t('checkEmail.title')}</Title>
      <Text>{t('checkEmail.body', { email: result.email })}</Text>
      {result.isFreeMail && <Alert color="yellow">{t('checkEmail.freeMail')}</Alert>}
      <Button component={Link} to={loginHref} variant="light">
        {t('checkEmail.login')}
      </Button>
    </Stack>
  );
}
