import { useState } from 'react';
import { Button, Center, Divider, Group, Loader, ScrollArea, Stack, Switch, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { notificationListQuery, useMarkRead } from '../api/notification-queries.ts';
import { flattenNotifications } from '../notification-cache.ts';
import { NotificationRow } from './NotificationRow.tsx';
import classes from './notification.module.css';

interface Props {
  /** The bell's count (kept current by the socket); the list's own figure stands in until it loads. */
  unreadCount: number | undefined;
  /** Called when an item is followed: the popover or drawer closes. */
  onNavigate: () => void;
  /** A heading of its own (the popover); the drawer has its title. */
  withTitle?: boolean;
  maxHeight: number | string;
}

/** The notifications, newest first, page by page; "Unread only" and "Mark all as read" on top. */
export function NotificationList({ unreadCount, onNavigate, withTitle, maxHeight }: Props) {
  const { t } = useTranslation('notifications');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useInfiniteQuery(notificationListQuery(unreadOnly));
  const markAll = useMarkRead();
  const markOne = useMarkRead();
  const items = flattenNotifications(list.data);
  const unread = unreadCount ?? list.data?.pages[0]?.unread ?? 0;

  return (
    <Stack gap={0}>
      {withTitle && (
        <Title order={2} size="h5" px="md" pt="sm">
          {t('panel.title')}
        </Title>
      )}
      <Group justify="space-between" px="md" py="sm" gap="xs">
        <Switch size="sm" label={t('panel.unreadOnly')} checked={unreadOnly} onChange={(event) => setUnreadOnly(event.currentTarget.checked)} />
        <Button variant="subtle" size="compact-sm" disabled={unread === 0} loading={markAll.isPending} onClick={() => markAll.mutate(undefined)}>
          {t('panel.markAllRead')}
        </Button>
      </Group>
      <Divider />
      <ScrollArea.Autosize mah={maxHeight} type="auto">
        {list.isPending ? (
          <Center p="lg">
            <Loader size="sm" aria-label={t('common:loading')} />
          </Center>
        ) : list.isError && items.length === 0 ? (
          <Stack align="center" p="lg" gap="xs" role="alert">
            <Text size="sm">{t('panel.failed')}</Text>
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              {t('panel.retry')}
            </Button>
          </Stack>
        ) : items.length === 0 ? (
          <Text p="lg" ta="center" c="dimmed" size="sm">
            {unreadOnly ? t('panel.emptyUnread') : t('panel.empty')}
          </Text>
        ) : (
          <ul className={classes.list} aria-label={t('panel.title')}>
            {items.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                onOpen={() => {
                  if (!item.is_read) markOne.mutate(item.id);
                  onNavigate();
                }}
              />
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <Center p="sm">
            <Button variant="subtle" size="xs" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('panel.loadMore')}
            </Button>
          </Center>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
