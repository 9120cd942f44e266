import { queryOptions } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

/** The operators' view of the agent's use, per user over the last days (console keys start with 'admin'). */
export const adminAgentUsageQuery = (input: CallRequest<'admin.agent_usage'>) =>
  queryOptions({
    queryKey: ['admin', 'agent', 'usage', input],
    queryFn: () => api('admin.agent_usage', input),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });
