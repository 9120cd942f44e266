import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatConversation } from '@tradelink/shared/chat/chat';
import { api } from '~/lib/api-client.ts';
import { ME_KEY } from '~/lib/me-query.ts';
import { putConversation } from './conversation-cache.ts';
import { catchUpMessages } from './messages-query.ts';

/** After a gate change: the conversation as the server has it now, and its fixed message. */
function useAfterGate() {
  const queryClient = useQueryClient();
  return (conversation: ChatConversation) => {
    putConversation(queryClient, conversation);
    void catchUpMessages(queryClient, conversation.conversation_sid);
  };
}

/** The receiver accepts or declines a first contact (a fixed message is sent either way). */
export function useDecideFirstContact() {
  const after = useAfterGate();
  return useMutation({
    mutationFn: (input: { conversation_id: string; decision: 'accept' | 'reject' }) => api('chat.decide_first_contact', input),
    onSuccess: after,
  });
}

/** A supplier waiting on its first message unlocks the chat, spending one of the month's new conversations. */
export function useUnlockChat() {
  const after = useAfterGate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => api('chat.unlock_chat', { conversation_id: conversationId }),
    onSuccess: (conversation) => {
      after(conversation);
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
    // Plan and quota refusals open the plans instead of a toast.
    meta: { silent: true },
  });
}
