import { useRouteLoaderData } from 'react-router';
import type { ExternalLinks } from './server-context.ts';

const NONE: ExternalLinks = { blog: null, scheduling: null };

/** BLOG_URL and SCHEDULING_URL from the root loader; null when not configured (no dead links). */
export function useExternalLinks(): ExternalLinks {
  const root = useRouteLoaderData('root') as { config?: { externalLinks?: ExternalLinks } } | undefined;
  return root?.config?.externalLinks ?? NONE;
}
