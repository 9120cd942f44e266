import { useEffect } from 'react';
import { Alert, Loader, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ChatSide } from '@tradelink/shared/rules/chat-gate';
import { useMe } from '~/lib/me-store.tsx';
import { apiErrorText } from '~/lib/api-client.ts';
import { findConversationQuery } from '../api/conversation-query.ts';
import { putConversation } from '../api/conversation-cache.ts';
import type { ActiveChat as Active, EmbedRef } from '../chat-panel-store.ts';
import { ConversationHeader } from './ConversationHeader.tsx';
import { ConversationView } from './ConversationView.tsx';
import { ProvisionalConversation } from './ProvisionalConversation.tsx';

interface Props {
  side: ChatSide;
  active: Active;
  /** Replaces the shown chat (a found or created conversation for a target; the embed used). */
  onActive: (active: Active | null) => void;
  highlightIndex?: number | null;
  onBack?: () => void;
  onClose?: () => void;
}

/** With a counterpart: the existing conversation with it, or a provisional one. */
function TargetChat({ side, counterpart, embed, onActive, onBack, onClose }: { side: ChatSide; counterpart: string; embed?: EmbedRef } & Pick<Props, 'onActive' | 'onBack' | 'onClose'>) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const me = useMe();
  const myIdentity = (side === 'buyer' ? me?.buyer?.identity : me?.supplier?.identity) ?? null;
  const find = useQuery({ ...findConversationQuery(myIdentity ?? '', counterpart), enabled: Boolean(myIdentity) });
  const found = find.data;

  useEffect(() => {
    if (!found) return;
    putConversation(queryClient, found);
    onActive({ kind: 'conversation', id: found.conversation_sid, ...(embed ? { embed } : {}) });
  }, [found, queryClient, onActive, embed]);

  const problem = !myIdentity
    ? t(side === 'buyer' ? 'conversation.noBuyerSide' : 'conversation.noSupplierSide')
    : find.isError
      ? apiErrorText(find.error, t('conversation.loadFailed'))
      : null;
  if (problem) {
    return (
      <Stack gap={0}>
        <ConversationHeader participant={null} onBack={onBack} onClose={onClose} />
        <Alert color="red" m="sm" role="alert">
          {problem}
        </Alert>
      </Stack>
    );
  }
  if (find.isPending || found) return <Loader size="sm" mx="auto" my="xl" display="block" aria-label={t('conversation.loading')} />;
  return (
    <ProvisionalConversation
      side={side}
      myIdentity={myIdentity!}
      counterpart={counterpart}
      embed={embed}
      onRemoveEmbed={() => onActive({ kind: 'target', counterpart })}
      onCreated={(id) => onActive({ kind: 'conversation', id })}
      onBack={onBack}
      onClose={onClose}
    />
  );
}

/** The chat being shown: a conversation by id, or the one with a counterpart (found, or provisional). */
export function ActiveChat({ side, active, onActive, highlightIndex, onBack, onClose }: Props) {
  if (active.kind === 'target') {
    return <TargetChat key={active.counterpart} side={side} counterpart={active.counterpart} embed={active.embed} onActive={onActive} onBack={onBack} onClose={onClose} />;
  }
  const { id, embed } = active;
  return (
    <ConversationView
      key={id}
      conversationId={id}
      embed={embed}
      onEmbedUsed={() => onActive({ kind: 'conversation', id })}
      highlightIndex={highlightIndex}
      onBack={onBack}
      onClose={onClose}
    />
  );
}
