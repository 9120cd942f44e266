import type { ComponentProps } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { EmbedType } from '@tradelink/shared/chat/chat';
import { useMe } from '~/lib/me-store.tsx';
import { useOpenChat } from '../hooks/use-open-chat.ts';
import { chatEntryVisible } from '../chat-entry.ts';

export type ChatNowLabel = 'chatNow' | 'chatWithSupplier' | 'messageBuyer';

interface Props extends Omit<ComponentProps<typeof Button>, 'children' | 'onClick'> {
  /** The viewer's side in the conversation: 'buyer' writes to a supplier, 'supplier' to a buyer. */
  side: 'buyer' | 'supplier';
  /** The counterpart's identity (SUP... for side 'buyer', BUR... for side 'supplier'). */
  counterpart: string;
  /** What the first message carries (the product, RFQ or quotation the button sits on). */
  embed?: { type: EmbedType; id: string };
  /** The button's words; by default "Chat now" towards a supplier, "Message buyer" towards a buyer. */
  label?: ChatNowLabel;
  /** The counterpart's name, for the accessible name where several such buttons share a page. */
  counterpartName?: string;
}

/**
 * The entry point to a conversation from a page about the counterpart. Guests see it (the chat asks
 * them to log in); accounts without the needed side and the counterpart itself do not. A light
 * button (decision 012): public pages show it without Mantine; the chat loads when opened.
 */
export function ChatNowButton({ side, counterpart, embed, label, counterpartName, ...buttonProps }: Props) {
  const { t } = useTranslation('catalog');
  const me = useMe();
  const openChat = useOpenChat();
  if (!chatEntryVisible(me, side, counterpart)) return null;
  const words = label ?? (side === 'buyer' ? 'chatNow' : 'messageBuyer');
  return (
    <Button
      variant="light"
      {...buttonProps}
      aria-label={counterpartName ? t(`chat.button.${words}For`, { name: counterpartName }) : undefined}
      onClick={() => openChat({ side, counterpart, ...(embed ? { embed } : {}) })}
    >
      {t(`chat.button.${words}`)}
    </Button>
  );
}
