import type { CallRequest, CallResult } from '@tradelink/shared/api/calls';
import type { AccountType } from '@tradelink/shared/constants/lists';
import type { User } from '@tradelink/shared/account/user';

/** Google Identity Services (loaded only when GOOGLE_CLIENT_ID is configured). */
export const GOOGLE_GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

type LoginViaGoogle = (input: CallRequest<'auth.login_via_google'>) => Promise<CallResult<'auth.login_via_google'>>;

/**
 * What Google Identity Services calls back with after the user picked an account: the ID token
 * (`credential`) goes to `auth.login_via_google`, which checks it and logs in (creating the account
 * the first time; a new account then goes through onboarding, see AppEffects).
 */
export function googleCredentialHandler(options: { login: LoginViaGoogle; accountType?: AccountType; onUser: (user: User) => void; onError: (error: unknown) => void }) {
  return async (response: { credential?: string }) => {
    if (!response.credential) return;
    try {
      const user = await options.login({ credential: response.credential, ...(options.accountType ? { account_type: options.accountType } : {}) });
      options.onUser(user);
    } catch (error) {
      options.onError(error);
    }
  };
}
