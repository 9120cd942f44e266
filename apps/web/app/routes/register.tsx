import { useState } from 'react';
import { Container, Divider, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import type { AccountType } from '@tradelink/shared/constants/lists';
import type { Route } from './+types/register';
import { RegisterForm, type SignupDone } from '~/features/auth/components/RegisterForm.tsx';
import { CheckEmail } from '~/features/auth/components/CheckEmail.tsx';
import { GoogleSignIn, useGoogleClientId } from '~/features/auth/components/GoogleSignIn.tsx';
import { decodeDirectUrl, withDirectUrl } from '~/lib/direct-url.ts';
import { pageMeta } from '~/lib/meta.ts';
import { readInvitePrefill } from '~/features/auth/invite-prefill.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'auth:register.title', 'auth:register.subtitle');

/** `/register`: `acc-type` (Buyer or Seller), `direct-url`, and from invitation links `ml` (email) and `un` (name). */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [done, setDone] = useState<SignupDone | null>(null);
  const accType = params.get('acc-type');
  const userType: AccountType = accType === 'Seller' || accType === 'seller' ? 'Seller' : 'Buyer';
  const navigate = useNavigate();
  const googleClientId = useGoogleClientId();
  const target = decodeDirectUrl(params.get('direct-url'));
  const loginHref = withDirectUrl('/login', target);
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
            {googleClientId && (
              <>
                <GoogleSignIn clientId={googleClientId} accountType={userType} onSignedIn={() => navigate(target, { replace: true })} />
                <Divider my="md" label={t('login.or')} />
              </>
            )}
            <RegisterForm userType={userType} onDone={setDone} loginHref={loginHref} prefill={readInvitePrefill(params)} />
          </>
        )}
      </Paper>
    </Container>
  );
}
