import { useTranslation } from '~/lib/use-translation.tsx';
import type { ChatConversation } from '@tradelink/shared/chat/chat';
import type { ChatSide } from '@tradelink/shared/rules/chat-gate';
import { flattenConversations, useConversations } from '../api/conversations-query.ts';
import { counterpartOf } from '../gate-view.ts';
import { listTime, messagePreview } from './message-preview.ts';
import { ChatRow } from './ChatRow.tsx';
import { ListEmpty, ListFailed, ListLoading, PagedList } from './ChatListParts.tsx';

function ConversationRow({ conversation, active, onOpen }: { conversation: ChatConversation; active: boolean; onOpen: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const other = counterpartOf(conversation);
  const unread = conversation.unread_messages_count;
  const name = other?.identity_name ?? t('conversation.unknown');
  return (
    <ChatRow
      participant={other}
      name={name}
      label={unread > 0 ? t('list.rowUnread', { name, count: unread }) : name}
      onOpen={onOpen}
      active={active}
      unread={unread}
      time={listTime(conversation.lastMessage?.date_created ?? conversation.date_updated, i18n.language)}
      detail={messagePreview(t, conversation.lastMessage)}
    />
  );
}

/** The side's conversations, newest activity first; more load on demand. */
export function ConversationList({ side, activeId, onOpen }: { side: ChatSide; activeId: string | null; onOpen: (id: string) => void }) {
  const { t } = useTranslation('chat');
  const query = useConversations(side);
  const items = flattenConversations(query.data);
  if (query.isPending) return <ListLoading />;
  if (query.isError && items.length === 0) return <ListFailed message={t('list.loadFailed')} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <ListEmpty>{t(side === 'buyer' ? 'list.emptyBuyer' : 'list.emptySupplier')}</ListEmpty>;
  return (
    <PagedList label={t('tabs.conversations')} hasMore={query.hasNextPage} loadingMore={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()}>
      {items.map((c) => (
        <li key={c.conversation_sid}>
          <ConversationRow conversation={c} active={c.conversation_sid === activeId} onOpen={() => onOpen(c.conversation_sid)} />
        </li>
      ))}
    </PagedList>
  );
}
