import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { agentUsageDaily } from '../../db/schema/index.ts';

// Daily usage per user (UTC days): the allowance counts `messages`; operators read every column.

const rows = async <T>(db: Db, statement: ReturnType<typeof sql>) => ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

/** Today's date in UTC, as the `day` column holds it. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

export interface TurnUsage {
  toolCalls: number;
  inputTokens: number;
  outputTokens: number;
  outcome: 'completed' | 'stopped' | 'failed';
}

/**
 * What a turn used. A failed turn (provider down, timeout) gives its message back: the user did
 * not get an answer, so it does not count against the allowance, but operators see the failure.
 */
export async function recordTurn(db: Tx, userId: string, usage: TurnUsage, day = utcDay()): Promise<void> {
  const refund = usage.outcome === 'failed' ? 1 : 0;
  await db
    .update(agentUsageDaily)
    .set({
      messages: sql`GREATEST(${agentUsageDaily.messages} - ${refund}, 0)`,
      toolCalls: sql`${agentUsageDaily.toolCalls} + ${usage.toolCalls}`,
      inputTokens: sql`${agentUsageDaily.inputTokens} + ${usage.inputTokens}`,
      outputTokens: sql`${agentUsageDaily.outputTokens} + ${usage.outputTokens}`,
      failed: sql`${agentUsageDaily.failed} + ${usage.outcome === 'failed' ? 1 : 0}`,
      stopped: sql`${agentUsageDaily.stopped} + ${usage.outcome === 'stopped' ? 1 : 0}`,
      lastUsedAt: new Date(),
    })
    .where(and(eq(agentUsageDaily.userId, userId), eq(agentUsageDaily.day, day)));
}

/** Gives back a message taken for a turn that never started (the conversation was busy). */
export async function giveBack(db: Db, userId: string, day = utcDay()): Promise<void> {
  await db
    .update(agentUsageDaily)
    .set({ messages: sql`GREATEST(${agentUsageDaily.messages} - 1, 0)` })
    .where(and(eq(agentUsageDaily.userId, userId), eq(agentUsageDaily.day, day)));
}

export async function usedOn(db: Db, userId: string, day = utcDay()): Promise<number> {
  const [row] = await db
    .select({ messages: agentUsageDaily.messages })
    .from(agentUsageDaily)
    .where(and(eq(agentUsageDaily.userId, userId), eq(agentUsageDaily.day, day)));
  return row?.messages ?? 0;
}

export interface AdminUsageRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string | null;
  company_name: string | null;
  messages: number;
  tool_calls: number;
  input_tokens: number;
  output_tokens: number;
  failed: number;
  stopped: number;
  conversations: number;
  last_used_at: string | Date | null;
}

/** Per user over the last `days` days, most messages first; `keyword` narrows by e-mail or name. */
export async function adminUsage(db: Db, input: { days: number; keyword?: string; limit: number; offset: number }) {
  const since = utcDay(new Date(Date.now() - (input.days - 1) * 86_400_000));
  const like = input.keyword ? `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const filter = like ? sql`AND (u.email ILIKE ${like} OR u.first_name ILIKE ${like} OR u.last_name ILIKE ${like} OR u.company_name ILIKE ${like})` : sql``;
  const grouped = sql`
    SELECT d.user_id, sum(d.messages)::int AS messages, sum(d.tool_calls)::int AS tool_calls,
           sum(d.input_tokens)::bigint AS input_tokens, sum(d.output_tokens)::bigint AS output_tokens,
           sum(d.failed)::int AS failed, sum(d.stopped)::int AS stopped, max(d.last_used_at) AS last_used_at
    FROM agent_usage_daily d JOIN users u ON u.id = d.user_id
    WHERE d.day >= ${since} ${filter}
    GROUP BY d.user_id`;
  const [list, totals] = await Promise.all([
    rows<AdminUsageRow>(
      db,
      sql`SELECT g.*, u.email, u.first_name, u.last_name, u.company_name,
                 (SELECT count(*)::int FROM agent_conversations c WHERE c.user_id = g.user_id) AS conversations
          FROM (${grouped}) g JOIN users u ON u.id = g.user_id
          ORDER BY g.messages DESC, g.last_used_at DESC, g.user_id
          LIMIT ${input.limit} OFFSET ${input.offset}`,
    ),
    rows<{ users: number; messages: number; tool_calls: number; input_tokens: number; output_tokens: number }>(
      db,
      sql`SELECT count(*)::int AS users, coalesce(sum(messages), 0)::int AS messages, coalesce(sum(tool_calls), 0)::int AS tool_calls,
                 coalesce(sum(input_tokens), 0)::bigint AS input_tokens, coalesce(sum(output_tokens), 0)::bigint AS output_tokens
          FROM (${grouped}) g`,
    ),
  ]);
  return { list, totals: totals[0]! };
}
