import { useRef, useState } from 'react';
import { Button, CloseButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { CHAT_MESSAGE_MAX } from '@tradelink/shared/chat/chat';
import { isSendableText } from '@tradelink/shared/rules/chat-gate';
import type { EmbedRef } from '../chat-panel-store.ts';

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
 * spaces) keeps Send disabled. A counter appears near the length limit.
 */
export function Composer({ disabled = false, onSend, onTyping, busy = false, embed, onRemoveEmbed }: Props) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const lastTyping = useRef(0);
  const sendable = !disabled && !busy && isSendableText(text) && text.length <= CHAT_MESSAGE_MAX;

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
            maxLength={CHAT_MESSAGE_MAX}
            autosize
            minRows={1}
            maxRows={5}
            style={{ flex: 1 }}
            onChange={(e) => {
              setText(e.currentTarget.value);
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
      {text.length >= CHAT_MESSAGE_MAX * COUNTER_FROM && (
        <Text size="xs" c={text.length >= CHAT_MESSAGE_MAX ? 'red' : 'dimmed'} ta="right" aria-live="polite">
          {t('composer.counter', { count: text.length, max: CHAT_MESSAGE_MAX })}
        </Text>
      )}
    </Stack>
  );
}
