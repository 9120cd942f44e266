import type { InfiniteData } from '@tanstack/react-query';
import type { CallResult } from '@tradelink/shared/api/calls';
import type { NotificationItem } from '@tradelink/shared/notification/notification';

// Pure edits of the cached notification list (TanStack infinite data: one entry per loaded page).

export type NotificationPage = CallResult<'notification.list'>;
export type NotificationPages = InfiniteData<NotificationPage>;

/** The loaded pages as one list; an item that moved between pages while paging shows once. */
export function flattenNotifications(data: NotificationPages | undefined): NotificationItem[] {
  const seen = new Set<string>();
  const out: NotificationItem[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/**
 * The reload flag: a new (or regrouped) notification goes to the top at once and the list keeps only
 * its first page, so the refetch that follows starts again from page 1 (older pages shifted anyway).
 */
export function withNewNotification(data: NotificationPages, item: NotificationItem): NotificationPages {
  const first = data.pages[0];
  if (!first) return data;
  const previous = flattenNotifications(data).find((n) => n.id === item.id);
  const addsUnread = !item.is_read && (previous === undefined || previous.is_read);
  return {
    pages: [
      {
        ...first,
        data: [item, ...first.data.filter((n) => n.id !== item.id)],
        total: previous ? first.total : first.total + 1,
        unread: first.unread + (addsUnread ? 1 : 0),
      },
    ],
    pageParams: data.pageParams.slice(0, 1),
  };
}

/** Marks one notification (or, without an id, all) read, with the server's new unread count. */
export function withRead(data: NotificationPages, id: string | undefined, unread?: number): NotificationPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((n) => (id === undefined || n.id === id ? { ...n, is_read: true } : n)),
      unread: unread ?? (id === undefined ? 0 : page.unread),
    })),
  };
}

/** Links come from the server; anything but a local path (`//host`, `https:`) goes home instead. */
export function safeLocalLink(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : '/';
}

/** Whether the user is already looking at what the notification is about (no toast then). */
export function isOnLinkedPage(pathname: string, link: string): boolean {
  const target = safeLocalLink(link).split(/[?#]/)[0]!;
  return target !== '/' && pathname.replace(/\/$/, '') === target.replace(/\/$/, '');
}
