import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';
import { chatKeys } from './chat-keys.ts';

/** A chat identity's public profile: the counterpart of a conversation that does not exist yet. */
export const identityProfileQuery = (identity: string) =>
  queryOptions({
    queryKey: chatKeys.profile(identity),
    queryFn: () => api('chat.get_identity_profile', { identity }),
    ...cacheClass('normal'),
    meta: { silent: true },
  });

export function useIdentityProfile(identity: string | null) {
  return useQuery({ ...identityProfileQuery(identity ?? ''), enabled: Boolean(identity) });
}
