import { describe, expect, it } from 'vitest';
import { helpPlainText, splitHelpLinks } from './help-links.ts';

describe('help article links', () => {
  it('turns [words](/path) into a link to that page and keeps the text around it', () => {
    expect(splitHelpLinks('Level 2: on [the Verification page](/business/verification) enter an address.')).toEqual([
      { text: 'Level 2: on ' },
      { text: 'the Verification page', to: '/business/verification' },
      { text: ' enter an address.' },
    ]);
    expect(helpPlainText('Buy it on [Buyer Premium](/buyer-premium-payment).')).toBe('Buy it on Buyer Premium.');
  });

  it('never links out of the site or to a script', () => {
    for (const text of ['[x](https://evil.test)', '[x](javascript:alert(1))', '[x](//evil.test/a)', '[x](/a b)']) {
      expect(splitHelpLinks(text).every((part) => !('to' in part))).toBe(true);
      expect(splitHelpLinks(text).map((p) => p.text).join('')).toBe(text);
    }
  });
});
