import type { ReactNode } from 'react';
import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '@tradelink/shared/chat/chat';
import { isFinalSendError } from '../api/send-message.ts';
import type { OutgoingMessage } from '../message-window.ts';
import { EmbedCard } from './EmbedCard.tsx';
import { MessageText } from './MessageText.tsx';
import { formatNumber, formatTime } from '~/lib/format.ts';


function Tick({ receipt }: { receipt: 'read' | 'delivered' | 'sent' }) {
  const { t } = useTranslation('chat');
  return (
    <Text component="span" size="xs" c={receipt === 'read' ? 'blue.7' : 'dimmed'} aria-label={t(`receipt.${receipt}`)} title={t(`receipt.${receipt}`)}>
      {receipt === 'sent' ? '✓' : '✓✓'}
    </Text>
  );
}

function Bubble({ own, highlighted, children, index }: { own: boolean; highlighted?: boolean; index?: number; children: ReactNode }) {
  return (
    <Box
      component="li"
      data-index={index}
      style={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start', transition: 'background-color 600ms', background: highlighted ? 'var(--mantine-color-yellow-1)' : undefined, borderRadius: 8 }}
      py={2}
    >
      <Paper radius="md" px="sm" py={6} maw="82%" bg={own ? 'blue.0' : 'gray.1'} style={{ minWidth: 0 }}>
        <Stack gap={4}>{children}</Stack>
      </Paper>
    </Box>
  );
}

/** A stored message: own on the right with its tick, the counterpart's on the left. */
export function MessageBubble({ message, own, receipt, highlighted }: { message: ChatMessage; own: boolean; receipt?: 'read' | 'delivered' | 'sent'; highlighted?: boolean }) {
  const { t, i18n } = useTranslation('chat');
  const fixed = message.kind === 'accept' || message.kind === 'reject';
  return (
    <Bubble own={own} highlighted={highlighted} index={message.index}>
      {message.attributes.embed && <EmbedCard embed={message.attributes.embed} />}
      {fixed ? (
        <Text size="sm" fs="italic">
          {t(message.kind === 'accept' ? 'fixed.accept' : 'fixed.reject')}
        </Text>
      ) : (
        message.body && (
          <Text component="div" size="sm">
            <MessageText body={message.body} />
          </Text>
        )
      )}
      <Group gap={4} justify="flex-end">
        <Text size="xs" c="dimmed">
          {formatTime(message.date_created, i18n.language)}
        </Text>
        {own && receipt && <Tick receipt={receipt} />}
      </Group>
    </Bubble>
  );
}

/**
 * One of the caller's messages not stored yet: "sending", or "not sent" with the reason. A failure
 * a retry may fix offers Retry and Discard; one it cannot (the conversation refuses the message, or
 * the message is invalid) offers Discard only.
 */
export function OutgoingBubble({ message, onRetry, onDiscard }: { message: OutgoingMessage; onRetry: () => void; onDiscard: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const failed = message.status === 'failed';
  const final = failed && isFinalSendError(message.error);
  const reason = !failed || !message.error ? '' : final ? t(`message.refused.${message.error}`, { max: formatNumber(CHAT_MESSAGE_MAX, i18n.language) }) : t(`errors:codes.${message.error}`, { defaultValue: '' });
  return (
    <Bubble own>
      {message.embed && (
        <Text size="xs" c="dimmed">
          {t('composer.attached', { kind: t(`catalog:chat.embed.${message.embed.type}`) })}
        </Text>
      )}
      <Text component="div" size="sm" opacity={failed ? 0.7 : 0.85}>
        <MessageText body={message.body} />
      </Text>
      {failed ? (
        <Stack gap={2} align="flex-end">
          <Text size="xs" c="red.7" role="alert">
            {reason ? t('message.notSentBecause', { reason }) : t('message.notSent')}
          </Text>
          <Group gap={4} justify="flex-end">
            {!final && (
              <Button size="compact-xs" variant="light" color="red" onClick={onRetry}>
                {t('message.retry')}
              </Button>
            )}
            <Button size="compact-xs" variant="subtle" color="gray" onClick={onDiscard}>
              {t('message.discard')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="xs" c="dimmed" ta="right">
          {t('message.sending')}
        </Text>
      )}
    </Bubble>
  );
}

/** The day's name between messages of different days. */
export function DaySeparator({ label }: { label: string }) {
  return (
    <Box component="li" role="separator" aria-label={label} py={4} style={{ display: 'flex', justifyContent: 'center' }}>
      <Text size="xs" c="dimmed" px="sm" py={2} bg="gray.0" style={{ borderRadius: 999 }}>
        {label}
      </Text>
    </Box>
  );
}
