import { describe, expect, it } from 'vitest';
import { resourcesFor } from '~/lib/i18n-resources.server.ts';
import { chatBundle } from './route-bundle.server.ts';
import { messagesMeta } from './route-meta.ts';

const matches = (lang: 'en' | 'zh') => [{ id: 'root', loaderData: { lang, resources: resourcesFor(lang), config: { appUrl: '' } } }];

describe('the messages pages’ meta', () => {
  it('titles the page from its loader’s data (React Router 8 passes it as loaderData)', () => {
    expect(messagesMeta({ loaderData: chatBundle('zh'), matches: matches('zh') })).toEqual([
      { title: `${chatBundle('zh').title} | Tradelink` },
      { name: 'robots', content: 'noindex' },
    ]);
  });

  it('still has a title without the loader’s data (an error page), and is never indexed', () => {
    expect(messagesMeta({ loaderData: undefined, matches: matches('en') })).toEqual([{ title: 'Messages | Tradelink' }, { name: 'robots', content: 'noindex' }]);
  });
});
