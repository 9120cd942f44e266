import { useEffect, useRef } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { SignupDone } from './RegisterForm.tsx';
import { ResendActivation } from './ResendActivation.tsx';

/**
 * The card after a sign-up. It replaces a long form, so the page may be scrolled far down: it brings
 * itself into view below the sticky header and takes the focus on its heading, so a screen reader
 * reads where the user is and what to do next.
 */
export function CheckEmail({ result, loginHref = '/login' }: { result: SignupDone; loginHref?: string }) {
  const { t } = useTranslation('auth');
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    rootRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    // Clear of the sticky header (60 px, 52 px on phones) with room for the card's own padding.
    <Stack gap="md" ref={rootRef} style={{ scrollMarginTop: 100 }} data-testid="check-email">
      <Title order={2} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        {t('checkEmail.title')}
      </Title>
      <Text>{t('checkEmail.body', { email: result.email })}</Text>
      {result.isFreeMail && <Alert color="yellow">{t('checkEmail.freeMail')}</Alert>}
      <ResendActivation email={result.email} />
      <Button component={Link} to={loginHref}>
        {t('checkEmail.login')}
      </Button>
    </Stack>
  );
}
