import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { AGENT_SIGNED_PATH } from '@tradelink/shared/agent/chat';
import { signedHeaders } from '@tradelink/shared/api/signing-node';
import { buyers } from '../../src/db/schema/index.ts';
import { randomIp, type TestApp } from '../helper.ts';
import { createBuyer, createSupplier, type SupplierSetup } from './selling.ts';

// Factories for the AI agent's tests: paying accounts, and the stream as the web client sends it
// (the session cookie and the request signature, the path signed as /api/agent/chat).

export interface Chunk {
  type: string;
  [key: string]: unknown;
}

/** The signed headers and body of one chat request. */
export function chatRequest(body: unknown, key = 'tradelink-dev-signing-key') {
  const payload = JSON.stringify(body);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...signedHeaders(key, { method: 'POST', path: AGENT_SIGNED_PATH, body: payload, params: [] }),
  };
  return { payload, headers };
}

/** Sends one message in-process and reads the whole stream. */
export async function chat(t: TestApp, cookie: string | undefined, body: Record<string, unknown>, options: { lang?: string; ip?: string } = {}) {
  const { payload, headers } = chatRequest(body);
  if (cookie) headers.cookie = cookie;
  if (options.lang) headers['accept-language'] = options.lang;
  headers['x-forwarded-for'] = options.ip ?? randomIp();
  const response = await t.app.inject({ method: 'POST', url: AGENT_SIGNED_PATH, headers, payload });
  return { response, chunks: response.statusCode === 200 ? parseSse(response.body) : [] };
}

/** The chunks of an SSE UI message stream (`data: {...}` lines, ending with `data: [DONE]`). */
export function parseSse(text: string): Chunk[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice(6)) as Chunk);
}

/** The answer's text, all text deltas joined. */
export const textOf = (chunks: Chunk[]) =>
  chunks
    .filter((c) => c.type === 'text-delta')
    .map((c) => c.delta)
    .join('');

/** The tool calls of a stream: name, input, and the output or the error text. */
export function toolsOf(chunks: Chunk[]) {
  const calls = new Map<string, { name: string; input?: unknown; output?: unknown; errorText?: string }>();
  for (const c of chunks) {
    const id = c.toolCallId as string;
    if (c.type === 'tool-input-available' || c.type === 'tool-input-error') calls.set(id, { ...calls.get(id), name: c.toolName as string, input: c.input, errorText: c.errorText as string | undefined });
    if (c.type === 'tool-input-start') calls.set(id, { ...calls.get(id), name: c.toolName as string });
    if (c.type === 'tool-output-available') calls.get(id)!.output = c.output;
    if (c.type === 'tool-output-error') calls.get(id)!.errorText = c.errorText as string;
  }
  return [...calls.values()];
}

/** A buyer on a paid plan: business verified (the spec's paid buyer), or on Buyer Premium. */
export async function paidBuyer(t: TestApp, how: 'verified' | 'premium' = 'verified', overrides: Record<string, unknown> = {}) {
  const buyer = await createBuyer(t, overrides);
  if (how === 'verified') await t.database.db.update(buyers).set({ isBizVerified: true }).where(eq(buyers.id, buyer.buyerId));
  else await t.database.db.update(buyers).set({ planName: 'Starter', planEndDate: new Date(Date.now() + 30 * 86_400_000) }).where(eq(buyers.id, buyer.buyerId));
  return buyer;
}

/** A supplier paying for Superior (stored Advance) unless another plan is given. */
export const paidSupplier = (t: TestApp, setup: SupplierSetup = {}) => createSupplier(t, { plan: 'Advance', ...setup });

export async function agentRows(t: TestApp, conversationId: string) {
  const result = (await t.database.db.execute(sql`SELECT role, status, parts, metadata FROM agent_messages WHERE conversation_id = ${conversationId} ORDER BY seq`)) as unknown as {
    rows: Array<{ role: string; status: string | null; parts: Array<{ type: string; text?: string; state?: string }>; metadata: Record<string, unknown> | null }>;
  };
  return result.rows;
}

export async function usageRow(t: TestApp, userId: string) {
  const result = (await t.database.db.execute(sql`SELECT messages, tool_calls, input_tokens::int AS input_tokens, output_tokens::int AS output_tokens, failed, stopped FROM agent_usage_daily WHERE user_id = ${userId} AND day = ${new Date().toISOString().slice(0, 10)}`)) as unknown as { rows: Array<Record<string, number>> };
  return result.rows[0];
}

export const conversationIdOf = (chunks: Chunk[]) => (chunks.find((c) => c.type === 'start')?.messageMetadata as { conversation_id: string }).conversation_id;

export type { LightMyRequestResponse };
