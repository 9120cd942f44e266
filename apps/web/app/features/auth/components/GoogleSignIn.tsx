import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import type { AccountType } from '@tradelink/shared/constants/lists';
import type { User } from '@tradelink/shared/account/user';
import { useTranslation } from '~/lib/use-translation.tsx';
import { api, apiErrorText } from '~/lib/api-client.ts';
import { ME_KEY } from '~/lib/me-query.ts';
import { GOOGLE_GSI_SCRIPT, googleCredentialHandler } from '../google-login.ts';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (config: { client_id: string; callback: (response: { credential?: string }) => void; ux_mode?: 'popup' }) => void;
      renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
      prompt: () => void;
    };
  };
}
declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

/** The part of the root loader's data this needs (typed here to keep features free of route imports). */
interface RootData {
  nonce?: string;
  config: { googleClientId: string | null };
}

/** The configured Google client id (GOOGLE_CLIENT_ID, public), or null: then no Google sign-in is offered. */
export function useGoogleClientId(): string | null {
  return (useRouteLoaderData('root') as RootData | undefined)?.config.googleClientId ?? null;
}

interface Props {
  clientId: string | null;
  /** The account type a new account gets (the register page's choice). */
  accountType?: AccountType;
  onSignedIn: (user: User) => void;
}

/**
 * "Continue with Google" on the login and register pages, only when a client id is configured.
 * Google's script (and its button, which replaces ours once it has drawn) loads only then; the
 * page's CSP allows it only then too (apps/server/src/plugins/security.ts).
 */
export function GoogleSignIn({ clientId, accountType, onSignedIn }: Props) {
  const { t, i18n } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const queryClient = useQueryClient();
  const nonce = (useRouteLoaderData('root') as RootData | undefined)?.nonce;
  const slot = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const latest = useRef({ accountType, onSignedIn });
  latest.current = { accountType, onSignedIn };

  useEffect(() => {
    if (!clientId) return;
    const handle = (response: { credential?: string }) =>
      googleCredentialHandler({
        login: (input) => api('auth.login_via_google', input),
        accountType: latest.current.accountType,
        onUser: (user) => {
          queryClient.setQueryData(ME_KEY, user);
          latest.current.onSignedIn(user);
        },
        onError: (error) => setFailed(apiErrorText(error, te('codes.GOOGLE_TOKEN_INVALID'))),
      })(response);
    const draw = () => {
      const google = window.google;
      if (!google || !slot.current) return;
      google.accounts.id.initialize({ client_id: clientId, callback: (r) => void handle(r), ux_mode: 'popup' });
      google.accounts.id.renderButton(slot.current, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', locale: i18n.language, width: 320 });
      setDrawn(true);
    };
    if (window.google) return draw();
    let script = document.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_GSI_SCRIPT}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = GOOGLE_GSI_SCRIPT;
      script.async = true;
      if (nonce) script.nonce = nonce;
      document.head.appendChild(script);
    }
    script.addEventListener('load', draw);
    return () => script.removeEventListener('load', draw);
  }, [clientId, nonce, i18n.language, queryClient, te]);

  if (!clientId) return null;
  return (
    <Stack gap="xs" data-testid="google-signin">
      <div ref={slot} hidden={!drawn} />
      {!drawn && (
        <Button variant="default" fullWidth onClick={() => window.google?.accounts.id.prompt()}>
          {t('login.google')}
        </Button>
      )}
      {failed && (
        <Alert color="red" role="alert">
          {failed}
        </Alert>
      )}
    </Stack>
  );
}
