import { useId, useRef, useState } from 'react';
import { Button, CloseButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { CHAT_MESSAGE_MAX, chatMessageLength } from '@tradelink/shared/chat/chat';
import { formatNumber } from '~/lib/format.ts';
import { isSendableText } from '@tradelink/shared/rules/chat-gate';
import type { EmbedRef } from '../chat-panel-store.ts';
import { userUpdated } from '../chat-timers.ts';

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.9;
/** Typing is announced at most this often. */
const TYPING_EVERY_MS = 2500;

interface Props {
  disabled?: boolean;
  /** Sends the text; resolves true when it was taken (the box empties then). */
  onSend: (body: string) => boolean | Promise<boolean>;
  onTyping?: () => void;
  busy?: boolean;
  /** A card that goes with the next message. */
  embed?: EmbedRef;
  onRemoveEmbed?: () => void;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; nothing to send (empty or only
 * spaces) keeps Send disabled. A counter appears near the length limit; a longer text (typed or
 * pasted) is kept whole, not cut, and refused with how much to shorten it (the server refuses it too).
 */
export function Composer({ disabled = false, onSend, onTyping, busy = false, embed, onRemoveEmbed }: Props) {
  const { t, i18n } = useTranslation('chat');
  const [text, setText] = useState('');
  const lastTyping = useRef(0);
  const errorId = useId();
  const length = chatMessageLength(text);
  const over = length - CHAT_MESSAGE_MAX;
  const sendable = !disabled && !busy && isSendableText(text) && over <= 0;
  const number = (value: number) => formatNumber(value, i18n.language);
  const tooLong = over > 0 ? t('composer.tooLong', { count: over, over: number(over), max: number(CHAT_MESSAGE_MAX) }) : undefined;

  const submit = async () => {
    if (!sendable) return;
    const body = text;
    if (await onSend(body)) setText((current) => (current === body ? '' : current));
  };

  return (
    <Stack gap={4} p="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {embed && (
        <Group gap="xs" justify="space-between" wrap="nowrap" px={4}>
          <Text size="xs" c="dimmed">
            {t('composer.attached', { kind: t(`catalog:chat.embed.${embed.type}`) })}
          </Text>
          {onRemoveEmbed && <CloseButton size="sm" aria-label={t('composer.removeEmbed')} onClick={onRemoveEmbed} />}
        </Group>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            aria-label={t('composer.label')}
            placeholder={disabled ? t('composer.closed') : t('composer.placeholder')}
            value={text}
            disabled={disabled}
            error={over > 0}
            aria-describedby={tooLong ? errorId : undefined}
            autosize
            minRows={1}
            maxRows={5}
            style={{ flex: 1 }}
            onChange={(e) => {
              setText(e.currentTarget.value);
              userUpdated.call();
              const now = Date.now();
              if (onTyping && now - lastTyping.current > TYPING_EVERY_MS) {
                lastTyping.current = now;
                onTyping();
              }
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void submit();
              }
            }}
          />
          <Button type="submit" disabled={!sendable} loading={busy}>
            {t('composer.send')}
          </Button>
        </Group>
      </form>
      {length >= CHAT_MESSAGE_MAX * COUNTER_FROM && (
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start" px={4}>
          {/* The whole width of the box: the reason and how much to cut (also the box's description). */}
          <Text id={errorId} size="xs" c="red.8" aria-live="polite">
            {tooLong}
          </Text>
          <Text size="xs" c={over > 0 ? 'red.8' : 'dimmed'} style={{ flexShrink: 0 }}>
            {t('composer.counter', { length: number(length), max: number(CHAT_MESSAGE_MAX) })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
