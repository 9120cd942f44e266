import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '@tradelink/shared/notification/notification';
import { flattenNotifications, isOnLinkedPage, safeLocalLink, withNewNotification, withRead, type NotificationPages } from './notification-cache.ts';

const item = (id: string, over: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  type: 'new_quotation',
  side: 'buyer',
  params: {},
  link: '/user/buying-requests',
  is_read: false,
  created_at: '2026-03-10T00:00:00Z',
  ...over,
});
const page = (n: number, items: NotificationItem[], total: number, unread: number) => ({ data: items, total, page: n, page_size: 2, unread });
const twoPages: NotificationPages = {
  pages: [page(1, [item('b'), item('a', { is_read: true })], 4, 2), page(2, [item('y'), item('z', { is_read: true })], 4, 2)],
  pageParams: [1, 2],
};

describe('notification list cache', () => {
  it('a new notification goes on top and the list keeps page 1 only, so it reloads from there', () => {
    const next = withNewNotification(twoPages, item('c'));
    expect(next.pageParams).toEqual([1]);
    expect(flattenNotifications(next).map((n) => n.id)).toEqual(['c', 'b', 'a']);
    expect(next.pages[0]).toMatchObject({ total: 5, unread: 3 });
  });

  it('a regrouped notification (same id, higher count) moves to the top once, not twice', () => {
    const next = withNewNotification(twoPages, item('a', { params: { count: '2' } }));
    expect(flattenNotifications(next).map((n) => n.id)).toEqual(['a', 'b']);
    expect(next.pages[0]).toMatchObject({ total: 4, unread: 3 });
    const again = withNewNotification(twoPages, item('b', { params: { count: '2' } }));
    expect(again.pages[0]).toMatchObject({ total: 4, unread: 2 });
  });

  it('shows an item that shifted between pages once', () => {
    const shifted: NotificationPages = { pages: [page(1, [item('x'), item('b')], 5, 1), page(2, [item('b'), item('a')], 5, 1)], pageParams: [1, 2] };
    expect(flattenNotifications(shifted).map((n) => n.id)).toEqual(['x', 'b', 'a']);
  });

  it('marks one or all read', () => {
    const one = withRead(twoPages, 'y', 1);
    expect(flattenNotifications(one).filter((n) => !n.is_read).map((n) => n.id)).toEqual(['b']);
    expect(one.pages.map((p) => p.unread)).toEqual([1, 1]);
    const all = withRead(twoPages, undefined);
    expect(flattenNotifications(all).every((n) => n.is_read)).toBe(true);
    expect(all.pages[0]!.unread).toBe(0);
  });

  it('follows only local links', () => {
    expect(safeLocalLink('/user/messages?c=1')).toBe('/user/messages?c=1');
    expect(safeLocalLink('//evil.example/x')).toBe('/');
    expect(safeLocalLink('/\\evil.example')).toBe('/');
    expect(safeLocalLink('https://evil.example')).toBe('/');
    expect(safeLocalLink('javascript:alert(1)')).toBe('/');
  });

  it('knows when the user already looks at the linked page', () => {
    expect(isOnLinkedPage('/user/messages', '/user/messages?conversation=5')).toBe(true);
    expect(isOnLinkedPage('/user/messages/', '/user/messages')).toBe(true);
    expect(isOnLinkedPage('/user/overview', '/user/messages')).toBe(false);
    expect(isOnLinkedPage('/', '/')).toBe(false);
  });
});
