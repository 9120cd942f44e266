import type { TFunction } from '~/lib/translator.ts';
import type { ChatMessage } from '@tradelink/shared/chat/chat';
import { formatShortDate, formatTime } from '~/lib/format.ts';

/** One line about a message for the lists: the fixed texts translated, a card by its kind. */
export function messagePreview(t: TFunction, message: Pick<ChatMessage, 'kind' | 'body' | 'attributes'> | null): string {
  if (!message) return t('chat:list.noMessages');
  if (message.kind === 'accept') return t('chat:fixed.accept');
  if (message.kind === 'reject') return t('chat:fixed.reject');
  const body = message.body.replace(/\s+/g, ' ').trim();
  if (body) return body;
  return message.attributes.embed ? t(`catalog:chat.embed.${message.attributes.embed.type}`) : '';
}

/** The time of the last message: the hour today, the date before. */
export function listTime(value: string, lang: string, now = new Date()): string {
  const d = new Date(value);
  return d.toDateString() === now.toDateString() ? formatTime(d, lang) : formatShortDate(d, lang);
}
