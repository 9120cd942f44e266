import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import crypto from 'node:crypto';
import type { User } from '@tradelink/shared/account/user';
import { callPath } from '@tradelink/shared/api/paths';
import { callApi, type ApiTransport } from '~/lib/api-client.ts';
import { createTranslator } from '~/lib/translator.ts';
import { I18nProvider } from '~/lib/use-translation.tsx';
import en from '~/locales/en/auth.json';
import vi_ from '~/locales/vi/auth.json';
import zh from '~/locales/zh/auth.json';
import { googleCredentialHandler } from '../google-login.ts';
import { GoogleSignIn, useGoogleClientId } from './GoogleSignIn.tsx';

const CLIENT_ID = 'tradelink-test.apps.googleusercontent.com';

/** The login page's Google part as the server renders it, with the root's config. */
function render(googleClientId: string | null) {
  function Page() {
    const clientId = useGoogleClientId();
    return <GoogleSignIn clientId={clientId} onSignedIn={() => undefined} />;
  }
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => null, element: <Page /> }], {
    hydrationData: { loaderData: { root: { config: { googleClientId } } } },
  });
  return renderToStaticMarkup(
    <I18nProvider i18n={createTranslator('en', { auth: en })}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('Google sign-in', () => {
  it('offers "Continue with Google" only when GOOGLE_CLIENT_ID is configured', () => {
    expect(render(CLIENT_ID)).toContain('Continue with Google');
    expect(render(null)).not.toContain('Continue with Google');
    expect(render(null)).not.toContain('google-signin');
  });

  it('has the button text in en, vi and zh', () => {
    for (const bundle of [en, vi_, zh]) expect(bundle.login.google).toBeTruthy();
  });

  it('posts the credential Google calls back with to auth.login_via_google and passes on the user', async () => {
    // A locally signed ID token (RS256, Google's claims), as apps/server/test/google.test.ts signs them.
    const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${part({ alg: 'RS256', kid: 'test-key' })}.${part({ iss: 'https://accounts.google.com', aud: CLIENT_ID, sub: 'g-mai', email: 'mai@example.com', email_verified: true, given_name: 'Mai', iat: now, exp: now + 600 })}`;
    const credential = `${unsigned}.${crypto.sign('sha256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
    const verified = (token: string) => {
      const [head, body, signature] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; iss: string };
      return crypto.verify('sha256', Buffer.from(`${head}.${body}`), publicKey, Buffer.from(signature, 'base64url')) && claims.aud === CLIENT_ID && claims.iss === 'https://accounts.google.com';
    };
    const user = { email: 'mai@example.com', onboard_stage: 'PROFILE' } as unknown as User;
    const sent: Array<{ url: string; body: unknown }> = [];
    const transport: ApiTransport = {
      signingKey: 'test-signing-key',
      fetch: async (url, init) => {
        const body = JSON.parse(String(init?.body)) as { credential: string };
        sent.push({ url, body });
        // The server's check, in short: signature, issuer and audience.
        if (!verified(body.credential)) return new Response(JSON.stringify({ messages: ['bad token'], code: 'GOOGLE_TOKEN_INVALID' }), { status: 401 });
        return new Response(JSON.stringify({ message: { data: user } }), { status: 200 });
      },
    };
    const onUser = vi.fn();
    const onError = vi.fn();
    const handle = googleCredentialHandler({ login: (input) => callApi(transport, 'auth.login_via_google', input), accountType: 'Seller', onUser, onError });
    await handle({ credential });
    expect(sent).toEqual([{ url: callPath('auth.login_via_google'), body: { credential, account_type: 'Seller' } }]);
    expect(onUser).toHaveBeenCalledWith(user);
    expect(onError).not.toHaveBeenCalled();

    await handle({});
    expect(sent).toHaveLength(1);
  });

  it('reports a refused credential', async () => {
    const onError = vi.fn();
    const refused = Object.assign(new Error('refused'), { status: 401 });
    await googleCredentialHandler({ login: () => Promise.reject(refused), onUser: vi.fn(), onError })({ credential: 'x'.repeat(40) });
    expect(onError).toHaveBeenCalledWith(refused);
  });
});
