import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { MessageText } from './components/MessageText.tsx';
import { linkify, localPath } from './linkify.ts';

const links = (body: string) => linkify(body).filter((s) => s.kind === 'link');

describe('linkify', () => {
  it('makes http and https addresses links, keeping the text around them', () => {
    expect(linkify('see https://example.com/a?b=1#c now')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
      { kind: 'text', text: ' now' },
    ]);
    expect(links('HTTP://Example.com/x')).toEqual([{ kind: 'link', text: 'HTTP://Example.com/x', href: 'http://example.com/x' }]);
  });

  it('links bare www. hosts over https', () => {
    expect(links('visit www.tradelink.test/products today')).toEqual([
      { kind: 'link', text: 'www.tradelink.test/products', href: 'https://www.tradelink.test/products' },
    ]);
  });

  it('leaves sentence punctuation and unmatched brackets out of the link', () => {
    expect(links('Read https://example.com/a.').map((l) => l.text)).toEqual(['https://example.com/a']);
    expect(links('(see www.example.com), then https://x.test/b?!').map((l) => l.text)).toEqual(['www.example.com', 'https://x.test/b']);
    expect(links('https://en.wikipedia.org/wiki/Tea_(drink)').map((l) => l.text)).toEqual(['https://en.wikipedia.org/wiki/Tea_(drink)']);
    expect(linkify('"https://example.com/q"').map((s) => s.text)).toEqual(['"', 'https://example.com/q', '"']);
  });

  it('never links other schemes', () => {
    for (const body of ['javascript:alert(1)', 'JaVaScRiPt:alert(document.cookie)', 'data:text/html,<b>x</b>', 'vbscript:msgbox', 'file:///etc/passwd', 'mailto:a@b.test', 'ftp://example.com']) {
      expect(links(body), body).toEqual([]);
    }
    // A scheme glued in front of http is not a way to smuggle one in either.
    expect(links('javascript://www.example.com/%0Aalert(1)')).toEqual([]);
    expect(links('xhttps://example.com')).toEqual([]);
  });

  it('leaves email addresses as text', () => {
    expect(linkify('write to sales@example.com or sales@www.example.com')).toEqual([{ kind: 'text', text: 'write to sales@example.com or sales@www.example.com' }]);
  });

  it('does not link an address without a host', () => {
    expect(links('https:// and www. and http://...')).toEqual([]);
  });

  it('keeps a <script> body as plain text', () => {
    const body = '<script>alert("x")</script>';
    expect(linkify(body)).toEqual([{ kind: 'text', text: body }]);
  });

  it('keeps line breaks in the text segments', () => {
    expect(linkify('line one\nhttps://a.test\n\nline three').map((s) => s.text)).toEqual(['line one\n', 'https://a.test', '\n\nline three']);
  });
});

describe('MessageText', () => {
  const render = (body: string) => renderToStaticMarkup(createElement(MantineProvider, null, createElement(MessageText, { body })));

  it('escapes markup instead of running it', () => {
    const html = render('<script>alert(1)</script><img src=x onerror=alert(2)>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('opens links in a new tab without passing the opener or endorsing the target', () => {
    const html = render('price list: www.example.com/list');
    expect(html).toMatch(/<a [^>]*href="https:\/\/www\.example\.com\/list"/);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow ugc"');
  });

  it('preserves line breaks', () => {
    expect(render('a\nb')).toContain('white-space:pre-wrap');
  });
});

describe('localPath', () => {
  it('accepts paths inside the site', () => {
    expect(localPath('/product/12')).toBe('/product/12');
    expect(localPath('/media/abc/thumb.webp')).toBe('/media/abc/thumb.webp');
  });

  it('refuses addresses that would leave the site or are not paths', () => {
    for (const value of ['//evil.test/x', '/\\evil.test', 'https://evil.test', 'javascript:alert(1)', 'product/12', '', null, undefined, '/a\nb']) {
      expect(localPath(value), String(value)).toBeNull();
    }
  });
});
