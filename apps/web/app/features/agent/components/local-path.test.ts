import { describe, expect, it } from 'vitest';
import { localPath } from './ToolSection.tsx';

describe('links from a tool output', () => {
  it('keeps local paths only: not another host, with a slash or a backslash', () => {
    expect(localPath('/product/7', '/search')).toBe('/product/7');
    expect(localPath('//evil.test/x', '/search')).toBe('/search');
    expect(localPath('/\\evil.test/x', '/search')).toBe('/search');
    expect(localPath('https://evil.test', '/search')).toBe('/search');
    expect(localPath(null, '/search')).toBe('/search');
  });
});
