import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, type NotificationItem } from '@tradelink/shared/notification/notification';
import { createTranslator } from '~/lib/translator.ts';
import en from '~/locales/en/notifications.json';
import vi from '~/locales/vi/notifications.json';
import zh from '~/locales/zh/notifications.json';
import { countParam, notificationSentence, notificationText } from './notification-text.ts';

const reader = (lang: 'en' | 'vi' | 'zh', bundle: typeof en) => {
  const t = createTranslator(lang, { notifications: bundle }).getFixedT('notifications');
  return (type: NotificationItem['type'], params: Record<string, string>) => notificationText((key, values) => t(key, values), { type, params });
};
const english = reader('en', en);

describe('notification sentence', () => {
  it('picks the variant that uses every param present', () => {
    expect(notificationSentence({ type: 'new_quotation', params: { name: 'Acme Co', subject: 'Cashew nuts', count: '1' } })).toEqual({
      key: 'notifications:types.new_quotation.full',
      values: { name: 'Acme Co', subject: 'Cashew nuts', count: 1 },
    });
    expect(notificationSentence({ type: 'rfq_rejected', params: { reason: 'Missing quantity' } })).toEqual({
      key: 'notifications:types.rfq_rejected.reason',
      values: { reason: 'Missing quantity' },
    });
  });

  it('reads well in English when params are missing or blank', () => {
    expect(english('new_quotation', { name: 'Acme Co', subject: 'Cashew nuts' })).toBe('Acme Co sent a quotation for “Cashew nuts”');
    expect(english('new_quotation', { subject: 'Cashew nuts' })).toBe('New quotation for “Cashew nuts”');
    expect(english('new_quotation', { name: '  ' })).toBe('You received a new quotation');
    expect(english('rfq_rejected', { subject: 'Cashew nuts', reason: 'Missing quantity' })).toBe('Your request “Cashew nuts” was not approved: Missing quantity');
    expect(english('rfq_rejected', {})).toBe('Your sourcing request was not approved');
    expect(english('first_contact_accepted', { name: 'Lan' })).toBe('Lan accepted your chat request. You can now talk freely.');
  });

  it('pluralizes on the count param, read as a number', () => {
    expect(english('message_offline', { name: 'Lan', count: '1' })).toBe('Lan sent you a message while you were away');
    expect(english('message_offline', { name: 'Lan', count: '3' })).toBe('Lan sent you 3 messages while you were away');
    expect(english('message_offline', {})).toBe('You have a new message');
    expect(english('new_inquiry', { count: '12' })).toBe('You received 12 new inquiries');
  });

  it('uses the one plural form Vietnamese and Chinese have, even for one', () => {
    expect(reader('vi', vi)('message_offline', { count: '1' })).toBe('Bạn có 1 tin nhắn mới');
    expect(reader('zh', zh)('message_offline', { count: '1' })).toBe('您有 1 条新消息');
    expect(reader('zh', zh)('new_quotation', { name: 'Acme', subject: '腰果', count: '2' })).toBe('“腰果”收到 2 条新报价');
  });

  it('a missing, zero or malformed count counts as one', () => {
    expect([undefined, '', '0', '-2', '1.5', 'many'].map(countParam)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(countParam('7')).toBe(7);
  });

  it.each(NOTIFICATION_TYPES)('%s has a sentence for every combination of params in every language', (type) => {
    const combos: Array<Record<string, string>> = [{}, { name: 'N' }, { subject: 'S' }, { reason: 'R' }, { name: 'N', subject: 'S', reason: 'R' }];
    for (const [lang, bundle] of [['en', en], ['vi', vi], ['zh', zh]] as const) {
      for (const params of combos) {
        for (const count of ['1', '4']) {
          const text = reader(lang, bundle)(type, { ...params, count });
          expect(text, `${lang} ${type} ${JSON.stringify(params)}`).not.toMatch(/types\.|\{\{/);
        }
      }
    }
  });
});
