import { Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { NotificationItem } from '@tradelink/shared/notification/notification';
import { formatDateTime } from '~/lib/format.ts';
import { safeLocalLink } from '../notification-cache.ts';
import { notificationText } from '../notification-text.ts';
import { timeAgo } from '../relative-time.ts';
import classes from './notification.module.css';

/** One notification: its sentence, when, an unread dot; a link to what it is about. */
export function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const unread = !item.is_read;
  return (
    <li>
      <UnstyledButton component={Link} to={safeLocalLink(item.link)} onClick={onOpen} className={classes.row} data-unread={unread || undefined}>
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <span className={classes.dot} aria-hidden="true" />
          <Box style={{ flex: 1, minWidth: 0 }}>
            {unread && <VisuallyHidden>{t('panel.unread')}: </VisuallyHidden>}
            <Text size="sm" fw={unread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
              {notificationText(t, item)}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={item.created_at} title={formatDateTime(item.created_at, i18n.language)}>
              {timeAgo(item.created_at, i18n.language)}
            </Text>
          </Box>
        </Group>
      </UnstyledButton>
    </li>
  );
}
