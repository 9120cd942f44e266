import { queryOptions } from '@tanstack/react-query';
import type { CallRequest } from '@tradelink/shared/api/calls';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

/** `admin.analytics_overview` for one range and grouping (the console's keys start with 'admin'). */
export const overviewQuery = (input: CallRequest<'admin.analytics_overview'>) =>
  queryOptions({
    queryKey: ['admin', 'analytics', 'overview', input],
    queryFn: () => api('admin.analytics_overview', input),
    ...cacheClass('veryDynamic'),
    meta: { silent: true },
  });
