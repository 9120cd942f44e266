import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, chatMessageLength, sendMessageRequest } from './chat.ts';

const base = { conversation_id: '0d9f8a4e-2c1b-4f5e-9a7d-3b6c8e1f2a40', client_id: 'client-0001' };
const issues = (body: string) => {
  const parsed = sendMessageRequest.safeParse({ ...base, body });
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('a chat message’s length', () => {
  it('counts characters as a reader does: an emoji or a CJK character is one', () => {
    expect(chatMessageLength('Xin chào')).toBe(8);
    expect(chatMessageLength('你好')).toBe(2);
    expect(chatMessageLength('👍🏽')).toBe(2);
    expect('👍🏽'.length).toBe(4);
  });

  it('takes up to the limit and refuses one character more, whole, as too long', () => {
    expect(issues('a'.repeat(CHAT_MESSAGE_MAX))).toEqual([]);
    expect(issues('😀'.repeat(CHAT_MESSAGE_MAX))).toEqual([]);
    expect(issues('a'.repeat(CHAT_MESSAGE_MAX + 1))).toEqual(['too_long']);
    expect(issues('😀'.repeat(CHAT_MESSAGE_MAX + 1))).toEqual(['too_long']);
    expect(issues('a'.repeat(CHAT_MESSAGE_MAX * 3))).toEqual(['too_long']);
  });

  it('still refuses an empty body', () => {
    expect(issues('   ')).toEqual(['required']);
  });
});
