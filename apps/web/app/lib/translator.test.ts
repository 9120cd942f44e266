import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';

const en = {
  common: { hello: 'Hello {{name}}', nested: { deep: 'Deep' }, items_one: '{{count}} item', items_other: '{{count}} items', items_zero: 'No items' },
  catalog: { title: 'Catalog', onlyEn: 'Only in English' },
};
const vi = { common: { hello: 'Xin chào {{name}}', items_other: '{{count}} mục' }, catalog: { title: 'Danh mục' } };

describe('translator', () => {
  it('interpolates values and reads nested keys', () => {
    const i18n = createTranslator('en', en);
    expect(i18n.t('hello', { name: 'Lan' })).toBe('Hello Lan');
    expect(i18n.t('nested.deep')).toBe('Deep');
  });

  it('picks the plural form of the language, and _zero for 0 when present', () => {
    const t = createTranslator('en', en).getFixedT('common');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 5 })).toBe('5 items');
    expect(t('items', { count: 0 })).toBe('No items');
    // Vietnamese has one form (other) for every count.
    const i18n = createTranslator('en', en).withLanguage('vi', vi);
    expect(i18n.getFixedT('common')('items', { count: 1 })).toBe('1 mục');
  });

  it('looks up the namespace named in the key, then the fixed namespaces in order', () => {
    const i18n = createTranslator('en', en);
    expect(i18n.t('catalog:title')).toBe('Catalog');
    expect(i18n.getFixedT(['catalog', 'common'])('hello', { name: 'A' })).toBe('Hello A');
  });

  it('falls back to English, then to defaultValue, then to the key', () => {
    const i18n = createTranslator('en', en).withLanguage('vi', vi);
    const t = i18n.getFixedT('catalog');
    expect(t('title')).toBe('Danh mục');
    expect(t('onlyEn')).toBe('Only in English');
    expect(t('missing.key', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(t('missing.key')).toBe('missing.key');
  });

  it('adds bundles later (route-scoped namespaces) and keeps t stable per namespace', () => {
    const i18n = createTranslator('en', en);
    expect(i18n.hasResourceBundle('en', 'chat')).toBe(false);
    i18n.addResourceBundle('en', 'chat', { open: 'Open chat' }, true, true);
    expect(i18n.hasResourceBundle('en', 'chat')).toBe(true);
    expect(i18n.getFixedT('chat')('open')).toBe('Open chat');
    expect(i18n.getFixedT('chat')).toBe(i18n.getFixedT('chat'));
  });

  it('a language switch keeps bundles added before it', () => {
    const i18n = createTranslator('en', en);
    i18n.addResourceBundle('vi', 'chat', { open: 'Mở trò chuyện' });
    const switched = i18n.withLanguage('vi', vi);
    expect(switched.language).toBe('vi');
    expect(switched.getFixedT('chat')('open')).toBe('Mở trò chuyện');
    expect(switched.t('hello', { name: 'Lan' })).toBe('Xin chào Lan');
  });
});
