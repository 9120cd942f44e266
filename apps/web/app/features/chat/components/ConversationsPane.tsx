import { Badge, Box, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ChatSide } from '@tradelink/shared/rules/chat-gate';
import { formatCount } from '~/components/dashboard/CountBadge.tsx';
import { menuCountsQuery } from '~/lib/menu-counts-query.ts';
import type { ChatTab } from '../chat-panel-store.ts';
import { ConversationList } from './ConversationList.tsx';
import { OnlineList } from './OnlineList.tsx';

interface Props {
  side: ChatSide;
  tab: ChatTab;
  onTab: (tab: ChatTab) => void;
  activeId: string | null;
  onOpenConversation: (id: string) => void;
  onOpenCounterpart: (identity: string) => void;
}

/** The list side of the chat: tabs "Conversations" (with the unread count) and "Online". */
export function ConversationsPane({ side, tab, onTab, activeId, onOpenConversation, onOpenCounterpart }: Props) {
  const { t } = useTranslation('chat');
  const counts = useQuery(menuCountsQuery).data;
  const unread = side === 'buyer' ? counts?.count_unread_chats_buyer : counts?.count_unread_chats_supplier;
  return (
    <Tabs
      value={tab}
      onChange={(v) => onTab(v === 'online' ? 'online' : 'conversations')}
      keepMounted={false}
      style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Tabs.List grow>
        <Tabs.Tab
          value="conversations"
          rightSection={
            unread ? (
              <Badge size="xs" color="red" variant="filled" aria-hidden="true">
                {formatCount(unread)}
              </Badge>
            ) : undefined
          }
        >
          {t('tabs.conversations')}
        </Tabs.Tab>
        <Tabs.Tab value="online">{t('tabs.online')}</Tabs.Tab>
      </Tabs.List>
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <Tabs.Panel value="conversations">
          <ConversationList side={side} activeId={activeId} onOpen={onOpenConversation} />
        </Tabs.Panel>
        <Tabs.Panel value="online">
          <OnlineList side={side} onOpen={onOpenCounterpart} />
        </Tabs.Panel>
      </Box>
    </Tabs>
  );
}
