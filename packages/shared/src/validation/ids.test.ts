import { describe, expect, it } from 'vitest';
import { idField, INT4_MAX, optionalIdField, pageField } from './ids.ts';

describe('idField', () => {
  it.each([
    [1, 1],
    ['1', 1],
    [' 42 ', 42],
    [INT4_MAX, INT4_MAX],
    [String(INT4_MAX), INT4_MAX],
  ])('accepts %j as %d, as numbers (JSON) or numeric text (query strings)', (input, id) => {
    expect(idField.parse(input)).toBe(id);
  });

  it.each([0, -1, 1.5, INT4_MAX + 1, String(INT4_MAX + 1), 2 ** 53, '9007199254740993', 1e308, '1e308', 'NaN', 'Infinity', 'abc', '', undefined, {}])(
    'refuses %j with the translated "invalid" message',
    (input) => {
      const result = idField.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('invalid');
    },
  );

  it('lets a form leave an optional id blank', () => {
    expect(optionalIdField.parse('')).toBeUndefined();
    expect(optionalIdField.parse(null)).toBeUndefined();
    expect(optionalIdField.parse('7')).toBe(7);
    expect(optionalIdField.safeParse(String(INT4_MAX + 1)).success).toBe(false);
  });
});

describe('pageField', () => {
  it('defaults to 1 and keeps to its bound', () => {
    expect(pageField().parse(undefined)).toBe(1);
    expect(pageField().parse('500')).toBe(500);
    expect(pageField().safeParse('501').success).toBe(false);
    expect(pageField(10_000).parse('10000')).toBe(10_000);
    expect(pageField().safeParse('3027544809484140').success).toBe(false);
  });
});
