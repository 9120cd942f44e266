import { Container, Divider, Grid, Image, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { LoginForm } from '~/features/auth/components/LoginForm.tsx';
import { GoogleSignIn, useGoogleClientId } from '~/features/auth/components/GoogleSignIn.tsx';
import { decodeDirectUrl, withDirectUrl } from '~/lib/direct-url.ts';
import { pageMeta } from '~/lib/meta.ts';
import { readInvitePrefill } from '~/features/auth/invite-prefill.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'auth:login.title', 'auth:login.subtitle');

/** `/login`; `direct-url` is where to go afterwards, `ml` an email an invitation link fills in. */
export default function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = decodeDirectUrl(params.get('direct-url'));
  const googleClientId = useGoogleClientId();
  return (
    <Container size="lg" py="xl">
      <Grid align="center" gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }} visibleFrom="md">
          <Image src={`/images/login-${i18n.language}.svg`} alt="" w="100%" h="auto" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="xl" radius="md" maw={440} mx="auto">
            <Title order={1} size="h2" mb={4}>
              {t('login.title')}
            </Title>
            <Text c="dimmed" size="sm" mb="lg">
              {t('login.subtitle')}
            </Text>
            {googleClientId && (
              <>
                <GoogleSignIn clientId={googleClientId} onSignedIn={() => navigate(target, { replace: true })} />
                <Divider my="md" label={t('login.or')} />
              </>
            )}
            <LoginForm
              onSuccess={() => navigate(target, { replace: true })}
              registerHref={withDirectUrl('/register', target)}
              initialEmail={readInvitePrefill(params).email}
            />
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
