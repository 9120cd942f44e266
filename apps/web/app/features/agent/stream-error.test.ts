import { describe, expect, it } from 'vitest';
import { AgentRequestError, failureAction, parseEnvelope, readFailure, retryAfterSeconds, retryAt } from './stream-error.ts';

describe('reading a failed turn of the agent chat', () => {
  it('keeps the code, the translated message and Retry-After of a refusal before the stream', () => {
    const failure = readFailure(new AgentRequestError(429, 'AGENT_DAILY_LIMIT', ['Bạn đã dùng hết 30 tin nhắn hôm nay.'], 3600));
    expect(failure).toEqual({ code: 'AGENT_DAILY_LIMIT', message: 'Bạn đã dùng hết 30 tin nhắn hôm nay.', status: 429, retryAfter: 3600 });
    expect(failureAction(failure)).toBe('wait');
    expect(retryAt(failure, Date.UTC(2026, 0, 1, 23, 0))?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it("reads the envelope from the SDK's own error (status and response text, or the text as message)", () => {
    const body = JSON.stringify({ messages: ['This conversation is too long to continue.'], code: 'AGENT_CONVERSATION_BUDGET' });
    const sdk = Object.assign(new Error(body), { statusCode: 409, responseBody: body });
    expect(readFailure(sdk)).toMatchObject({ code: 'AGENT_CONVERSATION_BUDGET', message: 'This conversation is too long to continue.', status: 409 });
    expect(failureAction(readFailure(sdk))).toBe('new_conversation');
    // The contract's description: the transport throws Error(responseText).
    expect(readFailure(new Error(JSON.stringify({ messages: [], code: 'AGENT_PLAN_REQUIRED' })))).toMatchObject({ code: 'AGENT_PLAN_REQUIRED', message: null });
    expect(failureAction({ code: 'AGENT_PLAN_REQUIRED', status: 403 })).toBe('upgrade');
  });

  it('takes the code of a mid-stream error from the data part and the message from the error chunk', () => {
    const failure = readFailure(new Error('Mô hình AI không trả lời kịp.'), 'AGENT_PROVIDER_TIMEOUT');
    expect(failure).toEqual({ code: 'AGENT_PROVIDER_TIMEOUT', message: 'Mô hình AI không trả lời kịp.', status: null, retryAfter: null });
    expect(failureAction(failure)).toBe('retry');
  });

  it('tells a lost connection from a server answer, and never shows a raw technical text', () => {
    expect(readFailure(new TypeError('Failed to fetch'))).toMatchObject({ code: 'NETWORK_ERROR', message: null });
    expect(failureAction({ code: 'NETWORK_ERROR', status: null })).toBe('retry');
    expect(readFailure(Object.assign(new Error('<html>Bad gateway</html>'), { statusCode: 502, responseBody: '<html>Bad gateway</html>' }))).toMatchObject({ code: 'INTERNAL', message: null, status: 502 });
    expect(readFailure(new Error('Failed to fetch the chat response.'))).toMatchObject({ code: 'INTERNAL', message: null });
    expect(readFailure('weird')).toMatchObject({ code: 'INTERNAL', message: null });
    expect(failureAction({ code: 'VALIDATION_ERROR', status: 400 })).toBe('none');
    expect(failureAction({ code: 'UNAUTHORIZED', status: 401 })).toBe('sign_in');
  });

  it('parses only a real envelope and Retry-After in seconds or as a date', () => {
    expect(parseEnvelope('not json')).toBeNull();
    expect(parseEnvelope('{"messages":["x"]}')).toBeNull();
    expect(parseEnvelope('{"code":"X","messages":["a",3]}')).toEqual({ code: 'X', messages: ['a'] });
    expect(retryAfterSeconds('42')).toBe(42);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds(new Date(Date.UTC(2026, 0, 1, 0, 1)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(60);
  });
});
