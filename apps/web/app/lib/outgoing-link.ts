import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { withUtmSource } from '@tradelink/shared/marketing/params';

/** The part of the root loader's data this needs (typed here, as in meta.ts, to keep lib free of route imports). */
interface RootData {
  utmSource: string | null;
  config: { appUrl: string };
}

/**
 * Returns a function that prepares an outgoing link (one leaving Tradelink, e.g. a supplier's
 * website): the visitor's stored utm source is appended (spec: "The stored utm source is appended
 * to outgoing links"). The source comes from the root loader, not document.cookie: the cookie is
 * httpOnly, and reading it server-side means the server render and the hydrated page produce the
 * same href. Internal and non-http links pass through unchanged.
 */
export function useOutgoingLink(): (href: string) => string {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const source = root?.utmSource ?? null;
  const appUrl = root?.config.appUrl ?? '';
  return useCallback((href: string) => withUtmSource(href, source, appUrl), [source, appUrl]);
}
