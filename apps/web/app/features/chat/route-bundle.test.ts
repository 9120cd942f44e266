import { describe, expect, it } from 'vitest';
import { resourcesFor } from '~/lib/i18n-resources.server.ts';
import viChat from '~/locales/vi/chat.json';
import zhChat from '~/locales/zh/chat.json';
import { chatBundle } from './route-bundle.server.ts';

describe('the chat namespace is route-scoped', () => {
  it('is not sent with every page (the container loads it when first opened)', () => {
    for (const lang of ['en', 'vi', 'zh'] as const) expect(Object.keys(resourcesFor(lang))).not.toContain('chat');
  });

  it('comes with the messages pages in their language, with the translated title', () => {
    const vi = chatBundle('vi');
    expect(vi.bundles.chat).toMatchObject({ tabs: { conversations: viChat.tabs.conversations } });
    expect(vi.title).toBe(viChat.page.title);
    expect(chatBundle('zh').title).toBe(zhChat.page.title);
    expect(chatBundle('en').title).toBe('Messages');
  });
});
