import { useState } from 'react';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/unsubscribe';
import type { CallResult } from '@tradelink/shared/api/calls';
import { api, ApiError } from '~/lib/api-client.ts';
import { pageMeta } from '~/lib/meta.ts';

// A personal link: kept out of search engines.
export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, 'notifications:unsubscribe.title'), { name: 'robots', content: 'noindex' }];

/**
 * /unsubscribe?token=…, the link in notification emails. Opening it changes nothing: mail scanners
 * follow links, so only the button (a POST) unsubscribes; "Subscribe again" undoes it.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The request schema's bounds (notification.ts), without shipping zod schemas to the browser.
  const wellFormed = token.trim().length >= 10 && token.length <= 400;
  // The last answer stays on screen while the next change is on its way.
  const [state, setState] = useState<CallResult<'unsubscribe'> | null>(null);
  const change = useMutation({
    mutationFn: (resubscribe: boolean) => api('unsubscribe', resubscribe ? { token, resubscribe: true } : { token }),
    onSuccess: setState,
    meta: { silent: true },
  });
  const error = change.error instanceof ApiError ? change.error : null;
  const invalid = !wellFormed || error?.code === 'UNSUBSCRIBE_TOKEN_INVALID';
  const failure = change.isError && (
    <Alert color="red" role="alert" title={t('unsubscribe.failed')}>
      {error?.messages[0] ?? t('errors:generic')}
    </Alert>
  );

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Title order={1} size="h2" mb="md">
          {t('unsubscribe.title')}
        </Title>
        {invalid ? (
          <Stack>
            <Alert color="red" role="alert" title={t('unsubscribe.invalidTitle')}>
              {error?.messages[0] ?? t('errors:codes.UNSUBSCRIBE_TOKEN_INVALID')}
            </Alert>
            <Anchor component={Link} to="/">
              {t('unsubscribe.home')}
            </Anchor>
          </Stack>
        ) : state ? (
          <Stack>
            <Alert color={state.subscribed ? 'green' : 'blue'} role="status">{t(state.subscribed ? 'unsubscribe.resubscribed' : 'unsubscribe.done', { email: state.email })}</Alert>
            {failure}
            {state.subscribed ? (
              <Button variant="default" loading={change.isPending} onClick={() => change.mutate(false)}>
                {t('unsubscribe.action')}
              </Button>
            ) : (
              <Button loading={change.isPending} onClick={() => change.mutate(true)}>
                {t('unsubscribe.resubscribe')}
              </Button>
            )}
            <Anchor component={Link} to="/">
              {t('unsubscribe.home')}
            </Anchor>
          </Stack>
        ) : (
          <Stack>
            <Text>{t('unsubscribe.intro')}</Text>
            <Text size="sm" c="dimmed">
              {t('unsubscribe.keep')}
            </Text>
            {failure}
            <Button color="red" loading={change.isPending} onClick={() => change.mutate(false)}>
              {t('unsubscribe.action')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
