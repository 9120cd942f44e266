import type { ErrorBody } from './envelope.ts';

/** Reads the failure envelope without zod (the browser's API client stays small). */
export function readErrorBody(json: unknown): ErrorBody | null {
  if (!json || typeof json !== 'object') return null;
  const { messages, code, field, field_message: fieldMessage } = json as Record<string, unknown>;
  if (!Array.isArray(messages) || !messages.every((m) => typeof m === 'string') || typeof code !== 'string') return null;
  return { messages, code, ...(typeof field === 'string' ? { field } : {}), ...(typeof field === 'string' && typeof fieldMessage === 'string' ? { field_message: fieldMessage } : {}) };
}
