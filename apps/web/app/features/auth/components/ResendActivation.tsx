import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { ApiError } from '~/lib/api-client.ts';
import { clockTime, RESEND_COOLDOWN_SECONDS, retryWaitSeconds, useResendActivation, waitInWords } from '../api/resend-activation.ts';
import { useCooldown } from '../hooks/use-cooldown.ts';

type Outcome = { kind: 'sent' } | { kind: 'limited'; seconds: number } | { kind: 'failed'; message: string };

/**
 * "Resend activation email" on the card after a sign-up. After a mail it rests for a minute; when
 * the server says the address asked too often (429) it rests for the server's Retry-After.
 */
export function ResendActivation({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendActivation();
  const cooldown = useCooldown();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = () => {
    setOutcome(null);
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          setOutcome({ kind: 'sent' });
          cooldown.start(RESEND_COOLDOWN_SECONDS);
        },
        onError: (error) => {
          const seconds = retryWaitSeconds(error);
          if (seconds !== null) {
            setOutcome({ kind: 'limited', seconds });
            cooldown.start(seconds);
            return;
          }
          const message = error instanceof ApiError && error.status < 500 && error.messages[0] ? error.messages[0] : t('errors:generic');
          setOutcome({ kind: 'failed', message });
        },
      },
    );
  };

  const resting = cooldown.secondsLeft > 0;
  const wait = outcome?.kind === 'limited' ? waitInWords(outcome.seconds) : null;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('checkEmail.notReceived')}
      </Text>
      {/* Only the outcome is live (announced once), not the ticking countdown on the button. */}
      <div role="status" aria-live="polite">
        {outcome?.kind === 'sent' && (
          <Alert color="green">{t('checkEmail.resent', { email })}</Alert>
        )}
        {wait && (
          <Alert color="yellow">
            {wait.unit === 'minutes' ? t('checkEmail.limitedMinutes', { count: wait.count }) : t('checkEmail.limitedSeconds', { count: wait.count })}
          </Alert>
        )}
        {outcome?.kind === 'failed' && <Alert color="red">{outcome.message}</Alert>}
      </div>
      <Button variant="default" onClick={send} loading={resend.isPending} disabled={resend.isPending || resting}>
        {resting ? t('checkEmail.resendIn', { time: clockTime(cooldown.secondsLeft) }) : t('checkEmail.resend')}
      </Button>
    </Stack>
  );
}
