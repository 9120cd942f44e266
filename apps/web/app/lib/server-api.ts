import type { RouterContextProvider } from 'react-router';
import type { CallName, CallRequest, CallResult } from '@tradelink/shared/api/calls';
import { callApi } from './api-client.ts';
import { serverContext } from './server-context.ts';

/** Calls the API from a server loader, in-process, as the visitor. */
export function serverApi(context: Readonly<RouterContextProvider>) {
  const ctx = context.get(serverContext);
  return <C extends CallName>(name: C, input?: CallRequest<C>): Promise<CallResult<C>> =>
    callApi({ fetch: ctx.fetch, signingKey: ctx.signingKey, sign: ctx.sign }, name, input);
}
