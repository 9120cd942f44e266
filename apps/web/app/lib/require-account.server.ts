import { redirect, type RouterContextProvider } from 'react-router';
import type { User } from '@tradelink/shared/account/user';
import { ApiError } from './api-client.ts';
import { serverApi } from './server-api.ts';
import { withDirectUrl } from './direct-url.ts';

/**
 * The logged-in user for a dashboard, or a redirect to log in (and back here afterwards). `url` is the
 * loader's `url` argument: the page's address (a data request's `request.url` ends in `.data`).
 */
export async function requireAccount(url: URL, context: Readonly<RouterContextProvider>): Promise<User> {
  try {
    return await serverApi(context)('customer.me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw redirect(withDirectUrl('/login', url.pathname + url.search));
    }
    throw error;
  }
}
