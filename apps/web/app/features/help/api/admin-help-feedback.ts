import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

/** The console's view of "Was this helpful?": counts per article and recent comments. */
export const adminHelpFeedbackQuery = () =>
  queryOptions({ queryKey: ['admin', 'help-feedback'], queryFn: () => api('admin.help_feedback'), ...cacheClass('veryDynamic') });
