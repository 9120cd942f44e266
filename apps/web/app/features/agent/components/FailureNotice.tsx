import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { AgentSide } from '@tradelink/shared/agent/chat';
import { useTranslation } from '~/lib/use-translation.tsx';
import { withDirectUrl } from '~/lib/direct-url.ts';
import { formatTime } from '~/lib/format.ts';
import { retryAt, type AgentFailure, type FailureAction } from '../stream-error.ts';
import { upgradePath } from './upgrade-path.ts';

interface Props {
  failure: AgentFailure;
  action: FailureAction;
  side: AgentSide;
  canRetry: boolean;
  onRetry: () => void;
  onNewConversation: () => void;
}

/** What went wrong (the server's translated words, else "Something went wrong") and what to do next. */
export function FailureNotice({ failure, action, side, canRetry, onRetry, onNewConversation }: Props) {
  const { t, i18n } = useTranslation('agent');
  const { pathname, search } = useLocation();
  const at = action === 'wait' ? retryAt(failure) : null;
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs">
        <Text size="sm">{failure.message ?? t('failure.generic')}</Text>
        {at && <Text size="sm">{t('failure.retryAt', { time: formatTime(at, i18n.language) })}</Text>}
        {action === 'retry' && canRetry && (
          <Text size="sm" c="dimmed">
            {t('failure.kept')}
          </Text>
        )}
        <Group gap="xs">
          {action === 'retry' && canRetry && (
            <Button size="xs" onClick={onRetry}>
              {t('failure.retry')}
            </Button>
          )}
          {action === 'new_conversation' && (
            <Button size="xs" onClick={onNewConversation}>
              {t('failure.newConversation')}
            </Button>
          )}
          {action === 'upgrade' && (
            <Button size="xs" component={Link} to={upgradePath(side)}>
              {t('failure.upgrade')}
            </Button>
          )}
          {action === 'sign_in' && (
            <Button size="xs" component={Link} to={withDirectUrl('/login', pathname + search)}>
              {t('failure.signIn')}
            </Button>
          )}
          {action === 'reload' && (
            <Button size="xs" onClick={() => window.location.reload()}>
              {t('failure.reload')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
