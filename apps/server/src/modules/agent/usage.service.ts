import { AGENT_CONVERSATIONS_PAGE_SIZE } from '@tradelink/shared/constants/agent';
import type { Deps } from '../../lib/deps.ts';
import { adminUsage } from './usage.repository.ts';

/** `admin.agent_usage`: who used the agent how much over the last days, for operators. */
export async function listUsageForOperators(deps: Deps, input: { page: number; days: number; keyword?: string }) {
  const size = AGENT_CONVERSATIONS_PAGE_SIZE;
  const { list, totals } = await adminUsage(deps.db, { days: input.days, keyword: input.keyword || undefined, limit: size, offset: (input.page - 1) * size });
  return {
    data: list.map((r) => ({
      user_id: r.user_id,
      email: r.email,
      name: [r.first_name, r.last_name].filter(Boolean).join(' ') + (r.company_name ? ` (${r.company_name})` : ''),
      messages: Number(r.messages),
      tool_calls: Number(r.tool_calls),
      input_tokens: Number(r.input_tokens),
      output_tokens: Number(r.output_tokens),
      failed: Number(r.failed),
      stopped: Number(r.stopped),
      conversations: Number(r.conversations),
      last_used_at: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
    })),
    total: Number(totals.users),
    page: input.page,
    page_size: size,
    totals: {
      users: Number(totals.users),
      messages: Number(totals.messages),
      tool_calls: Number(totals.tool_calls),
      input_tokens: Number(totals.input_tokens),
      output_tokens: Number(totals.output_tokens),
    },
    mode: deps.env.AI_BASE_URL ? ('model' as const) : ('builtin' as const),
    model: deps.env.AI_BASE_URL ? (deps.env.AI_MODEL ?? null) : null,
  };
}
