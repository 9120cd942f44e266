import { describe, expect, it } from 'vitest';
import { lastUserMessage, storedToUi, textOf } from './agent-message.ts';

describe('agent messages', () => {
  it('continues a stored conversation with its parts as streamed (tool outputs included)', () => {
    const messages = storedToUi([
      { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Find coffee' }] },
      {
        id: 'a1',
        role: 'assistant',
        parts: [{ type: 'text', text: 'Here they are.' }, { type: 'tool-search_products', state: 'output-available', output: { items: [] } }],
        metadata: { conversation_id: 'c1', mode: 'builtin', status: 'stopped' },
      },
    ]);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]!.parts[1]).toMatchObject({ type: 'tool-search_products', state: 'output-available' });
    expect(messages[1]!.metadata).toMatchObject({ mode: 'builtin', status: 'stopped' });
  });

  it('copies and retries the text of a message, not its cards', () => {
    const answer = { id: 'a', role: 'assistant' as const, parts: [{ type: 'step-start' as const }, { type: 'text' as const, text: 'First. ' }, { type: 'text' as const, text: 'Second.' }] };
    expect(textOf(answer)).toBe('First. \n\nSecond.');
    expect(textOf(undefined)).toBe('');
    const user = { id: 'u', role: 'user' as const, parts: [{ type: 'text' as const, text: 'Again' }] };
    expect(lastUserMessage([user, answer])?.id).toBe('u');
    expect(lastUserMessage([answer])).toBeUndefined();
  });
});
