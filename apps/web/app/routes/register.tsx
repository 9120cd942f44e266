import { useState } from 'react';
import { Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import type { AccountType } from '@tradelink/shared/constants/lists';
import type { Route } from './+types/register';
import { RegisterForm, type SignupDone } from '~/features/auth/components/RegisterForm.tsx';
import { CheckEmail } from '~/features/auth/components/CheckEmail.tsx';
import { decodeDirectUrl, withDirectUrl } from '~/lib/direct-url.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'auth:register.title', 'auth:register.subtitle');

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [done, setDone] = useState<SignupDone | null>(null);
  const accType = params.get('acc-type');
  const userType: AccountType = accType === 'Seller' || accType === 'seller' ? 'Seller' : 'Buyer';
  const loginHref = withDirectUrl('/login', decodeDirectUrl(params.get('direct-url')));
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        {done ? (
          <CheckEmail result={done} loginHref={loginHref} />
        ) : (
          <>
            <Title order={1} size="h2" mb={4}>
              {t('register.title')}
            </Title>
            <Text c="dimmed" size="sm" mb="lg">
              {t('register.subtitle')}
            </Text>
            <RegisterForm userType={userType} onDone={setDone} loginHref={loginHref} />
          </>
        )}
      </Paper>
    </Container>
  );
}
