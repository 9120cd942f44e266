import { useCallback, useState } from 'react';
import { Box, Paper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Resource } from '~/lib/translator.ts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import type { ChatSide } from '@tradelink/shared/rules/chat-gate';
import { useRouteBundles } from '~/lib/use-route-bundles.ts';
import type { ActiveChat as Active, ChatTab } from '../chat-panel-store.ts';
import { ActiveChat } from './ActiveChat.tsx';
import { ConversationsPane } from './ConversationsPane.tsx';
import { chatStartFromParams, supplierChatStartFromParams } from '../chat-start-params.ts';

const PHONE = '(max-width: 767px)';
const LIST_WIDTH = 320;

/** `message-id` is a message index (1, 2, 3 ...). */
function indexParam(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * /user/messages (buyer side) and /business/messages (supplier side): the list and the open
 * conversation side by side. `open-conv=<id>` opens a conversation, with `message-id=<index>` at
 * that message; a provisional conversation (from the Online tab) lives in the page until created.
 * On the buyer side `supp=<supplier identity>&prod=<product id>` opens (or starts) the conversation
 * with that supplier with the product attached; on the supplier side `u=<buyer identity>` the one
 * with that buyer (see chat-start-params.ts).
 */
export function MessagesPage({ side }: { side: ChatSide }) {
  const { t } = useTranslation('chat');
  const phone = useMediaQuery(PHONE);
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<ChatTab>('conversations');
  const [target, setTarget] = useState<Active | null>(null);
  const openConv = params.get('open-conv');
  const highlightIndex = indexParam(params.get('message-id'));
  const start = side === 'buyer' ? chatStartFromParams(params) : supplierChatStartFromParams(params);
  const active: Active | null = target ?? (openConv ? { kind: 'conversation', id: openConv } : start);

  const onActive = useCallback(
    (next: Active | null) => {
      if (next?.kind === 'target') {
        setTarget(next);
        return;
      }
      // A conversation found for a link's supplier keeps the link's product until it is sent.
      setTarget(next?.embed ? next : null);
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          out.delete('message-id');
          for (const used of ['supp', 'prod', 'u']) out.delete(used);
          if (next) out.set('open-conv', next.id);
          else out.delete('open-conv');
          return out;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const showList = !phone || !active;
  return (
    <Box>
      <Title order={1} size="h3" mb="md">
        {t('page.title')}
      </Title>
      <Paper withBorder radius="md" style={{ display: 'flex', height: 'max(480px, calc(100dvh - 220px))', overflow: 'hidden' }}>
        {showList && (
          <Box w={phone ? '100%' : LIST_WIDTH} style={{ flexShrink: 0, minHeight: 0, borderRight: '1px solid var(--mantine-color-gray-3)' }}>
            <ConversationsPane
              side={side}
              tab={tab}
              onTab={setTab}
              activeId={active?.kind === 'conversation' ? active.id : null}
              onOpenConversation={(id) => onActive({ kind: 'conversation', id })}
              onOpenCounterpart={(identity) => onActive({ kind: 'target', counterpart: identity })}
            />
          </Box>
        )}
        {active ? (
          <Box style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
            <ActiveChat
              side={side}
              active={active}
              onActive={onActive}
              highlightIndex={active.kind === 'conversation' && active.id === openConv ? highlightIndex : null}
              onBack={phone ? () => onActive(null) : undefined}
            />
          </Box>
        ) : (
          !phone && (
            <Box style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }} p="xl">
              <Text c="dimmed" ta="center">
                {t('page.choose')}
              </Text>
            </Box>
          )
        )}
      </Paper>
    </Box>
  );
}

/** A messages route's page: adds the texts its loader sent (`messagesLoader`), then the page. */
export function MessagesRoute({ side, data }: { side: ChatSide; data: { lang: string; bundles: Resource } }) {
  useRouteBundles(data.lang, data.bundles);
  return <MessagesPage side={side} />;
}
