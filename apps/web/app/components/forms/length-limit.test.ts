import { describe, expect, it } from 'vitest';
import { lengthLimit } from './length-limit.ts';

const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options)}`;

describe('lengthLimit', () => {
  it('counts the trimmed text and says by how much it is over', () => {
    expect(lengthLimit('  abc  ', 5, t)).toEqual({ description: 'form.length {"length":3,"max":5}', error: undefined });
    expect(lengthLimit('abcdefg', 5, t).error).toBe('form.tooLong {"count":2,"max":5}');
    expect(lengthLimit(undefined, 5, t).description).toBe('form.length {"length":0,"max":5}');
  });

  it('shows the counter only from countFrom characters', () => {
    expect(lengthLimit('abc', 200, t, 160).description).toBeUndefined();
    expect(lengthLimit('x'.repeat(201), 200, t, 160).error).toContain('"count":1');
  });
});
