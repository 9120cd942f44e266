import { lazy, Suspense, useEffect } from 'react';
import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useLocation } from 'react-router';
import { formatCount } from '~/components/dashboard/CountBadge.tsx';
import { menuCountsQuery } from '~/lib/menu-counts-query.ts';
import { restoreChatPanel, setChatPanel, useChatPanel } from '../chat-panel-store.ts';
import css from './ChatLauncher.module.css';

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
  const hidden = NO_CONTAINER.some((re) => re.test(pathname));
  const button = !hidden && !panel.open;
  // While the button floats, the page ends with room for it (layout.module.css): nothing at the
  // bottom of a page (the footer's last links) stays under it.
  useEffect(() => {
    if (!button) return;
    document.documentElement.dataset.chatLauncher = '';
    return () => void delete document.documentElement.dataset.chatLauncher;
  }, [button]);

  if (hidden) return null;
  if (panel.open) {
    return (
      <Suspense fallback={null}>
        <ChatContainer />
      </Suspense>
    );
  }
  return (
    <div className={css.launcher}>
      <Button
        className={css.button}
        radius="xl"
        size="md"
        onClick={() => setChatPanel({ open: true })}
        leftSection={<ChatIcon />}
        rightSection={unread > 0 ? <Badge color="red" size="sm" variant="filled" aria-hidden="true">{formatCount(unread)}</Badge> : undefined}
      >
        <span className={css.label}>{t('tabs.messages')}</span>
        {unread > 0 && <VisuallyHidden>{` (${formatCount(unread)})`}</VisuallyHidden>}
      </Button>
    </div>
  );
}

function ChatIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M21 12a8 8 0 0 1-11.8 7L4 20l1.1-4.4A8 8 0 1 1 21 12z" />
    </svg>
  );
}
