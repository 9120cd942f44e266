import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageFromAcceptLanguage, languageFromTag } from './language.ts';

describe('language choice', () => {
  it.each([
    ['vi', 'vi'],
    ['vi-VN', 'vi'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['en-US', 'en'],
    ['fr-FR', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ] as const)('browser %j gives %s', (tag, lang) => expect(languageFromTag(tag)).toBe(lang));

  it('reads the first preference of Accept-Language, honouring q', () => {
    expect(languageFromAcceptLanguage('vi-VN,vi;q=0.9,en-US;q=0.8')).toBe('vi');
    expect(languageFromAcceptLanguage('en;q=0.5, zh-CN;q=0.9')).toBe('zh');
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('*')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });

  it('prefers a saved choice over the browser', () => {
    expect(chooseLanguage('zh', 'vi')).toBe('zh');
    expect(chooseLanguage('klingon', 'vi')).toBe('vi');
    expect(chooseLanguage(null, 'en')).toBe('en');
  });
});
