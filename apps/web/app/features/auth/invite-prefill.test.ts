import { describe, expect, it } from 'vitest';
import { readInvitePrefill } from './invite-prefill.ts';

const read = (query: Record<string, string>) => readInvitePrefill(new URLSearchParams(query));

describe('an invitation link fills in', () => {
  it('the email from ml, lower-cased, and the name from un', () => {
    expect(read({ ml: ' Jane@Example.COM ', un: 'Jane  Doe' })).toEqual({ email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' });
    expect(read({ un: 'Nguyễn Văn An' })).toEqual({ firstName: 'Nguyễn', lastName: 'Văn An' });
    expect(read({ un: '李雷' })).toEqual({ firstName: '李雷' });
  });
  it('nothing from an invalid email or an empty name', () => {
    expect(read({})).toEqual({});
    expect(read({ ml: 'not-an-email', un: '   ' })).toEqual({});
    expect(read({ ml: `${'a'.repeat(250)}@example.com` })).toEqual({});
  });
  it('a name without markup or control characters, cut to the field length', () => {
    expect(read({ un: '<b>Jane</b>\u0000' })).toEqual({ firstName: 'bJane/b' });
    expect(read({ un: 'x'.repeat(200) }).firstName).toHaveLength(80);
  });
});
