// CONTRACT (foundation): the chat container work implements this; entry points call it.
import { useCallback } from 'react';
import type { EmbedType } from '@tradelink/shared/chat/chat';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { setChatPanel } from '../chat-panel-store.ts';

export interface OpenChatTarget {
  /** The caller's side in the conversation: 'buyer' writes to a supplier, 'supplier' to a buyer. */
  side: 'buyer' | 'supplier';
  /** The counterpart's identity (SUP... for side 'buyer', BUR... for side 'supplier'). */
  counterpart: string;
  /** A card to attach to the first message the caller sends (a product, RFQ or quotation). */
  embed?: { type: EmbedType; id: string };
}

/**
 * Opens the chat container on the caller's conversation with the counterpart (a provisional one if
 * none exists yet). Opens the `auth` dialog instead when logged out.
 */
export function useOpenChat(): (target: OpenChatTarget) => void {
  const me = useMe();
  const dialog = useDialog();
  return useCallback(
    (target: OpenChatTarget) => {
      if (!me) {
        dialog.open('auth', { variant: 'login' });
        return;
      }
      // The container (loaded on first open) finds the conversation or shows a provisional one.
      setChatPanel({
        open: true,
        side: target.side,
        tab: 'conversations',
        active: { kind: 'target', counterpart: target.counterpart, ...(target.embed ? { embed: target.embed } : {}) },
      });
    },
    [me, dialog],
  );
}
