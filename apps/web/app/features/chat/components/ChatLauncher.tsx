import { lazy, Suspense, useEffect } from 'react';
import { Badge, Box, Button, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useLocation } from 'react-router';
import { formatCount } from '~/components/dashboard/CountBadge.tsx';
import { menuCountsQuery } from '~/lib/menu-counts-query.ts';
import { restoreChatPanel, setChatPanel, useChatPanel } from '../chat-panel-store.ts';

// The container's code and texts load on its first opening (decision 006: public pages stay light).
const ChatContainer = lazy(() => import('./ChatContainer.tsx'));

/** Pages that show the conversations themselves, or where chatting makes no sense yet. */
const NO_CONTAINER = [/^\/user\/messages/, /^\/business\/messages/, /^\/onboarding/, /^\/admin/];

/** The bottom-right "Messages" button and, once opened, the chat container. */
export function ChatLauncher() {
  const { t } = useTranslation('dashboard');
  const panel = useChatPanel();
  const { pathname } = useLocation();
  const counts = useQuery(menuCountsQuery).data;
  const unread = (counts?.count_unread_chats_buyer ?? 0) + (counts?.count_unread_chats_supplier ?? 0);

  useEffect(() => restoreChatPanel(), []);

  if (NO_CONTAINER.some((re) => re.test(pathname))) return null;
  if (panel.open) {
    return (
      <Suspense fallback={null}>
        <ChatContainer />
      </Suspense>
    );
  }
  return (
    <Box pos="fixed" bottom={16} right={16} style={{ zIndex: 150 }}>
      <Button radius="xl" size="md" onClick={() => setChatPanel({ open: true })} rightSection={unread > 0 ? <Badge color="red" size="sm" variant="filled" aria-hidden="true">{formatCount(unread)}</Badge> : undefined}>
        {t('tabs.messages')}
        {unread > 0 && <VisuallyHidden>{` (${formatCount(unread)})`}</VisuallyHidden>}
      </Button>
    </Box>
  );
}
