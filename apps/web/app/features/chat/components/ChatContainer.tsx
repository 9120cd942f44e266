import { useCallback } from 'react';
import { ActionIcon, Box, Group, Loader, Paper, SegmentedControl, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '~/lib/use-translation.tsx';
import { CHAT_LAYOUT } from '@tradelink/shared/constants/limits';
import type { ChatSide } from '@tradelink/shared/rules/chat-gate';
import { useMe } from '~/lib/me-store.tsx';
import { useChatBundle } from '../chat-bundle.ts';
import { setChatPanel, useChatPanel, type ActiveChat as Active } from '../chat-panel-store.ts';
import { chatSidesOf, pickSide } from '../chat-sides.ts';
import { ActiveChat } from './ActiveChat.tsx';
import { ConversationsPane } from './ConversationsPane.tsx';

/** Phones (< 768 px) get the chat full screen. */
const PHONE = '(max-width: 767px)';
const PANEL_HEIGHT = 'min(560px, calc(100dvh - 24px))';

/**
 * The chat container (spec section 2), bottom right on every page for a logged-in user: 300 px
 * with the list alone, 777 px with a conversation beside it; on phones the list, then the
 * conversation, full screen with a way back. Its code and texts load on its first opening.
 */
export default function ChatContainer() {
  const ready = useChatBundle();
  const me = useMe();
  const panel = useChatPanel();
  const phone = useMediaQuery(PHONE);
  const side = pickSide(me, panel.side);
  const onActive = useCallback((active: Active | null) => setChatPanel({ active }), []);

  if (!ready || !side) {
    return (
      <Paper pos="fixed" bottom={16} right={16} p="md" shadow="md" withBorder style={{ zIndex: 150 }}>
        <Loader size="sm" />
      </Paper>
    );
  }
  return <Panel side={side} phone={phone} onActive={onActive} sides={chatSidesOf(me)} active={panel.active} tab={panel.tab} />;
}

interface PanelProps {
  side: ChatSide;
  sides: ChatSide[];
  phone: boolean;
  active: Active | null;
  tab: 'conversations' | 'online';
  onActive: (active: Active | null) => void;
}

function Panel({ side, sides, phone, active, tab, onActive }: PanelProps) {
  const { t } = useTranslation('chat');
  const expanded = active !== null;
  const activeId = active?.kind === 'conversation' ? active.id : null;
  const frame = phone
    ? { top: 0, left: 0, right: 0, bottom: 0, width: '100%', height: '100dvh' }
    : { bottom: 0, right: 16, width: expanded ? CHAT_LAYOUT.expandedWidth : CHAT_LAYOUT.collapsedWidth, maxWidth: 'calc(100vw - 32px)', height: PANEL_HEIGHT };
  const showList = !phone || !expanded;

  return (
    <Paper
      component="section"
      aria-label={t('container.title')}
      shadow="xl"
      withBorder
      radius={phone ? 0 : 'md'}
      pos="fixed"
      style={{ ...frame, zIndex: 150, display: 'flex', flexDirection: 'column', overflow: 'hidden', borderBottomLeftRadius: 0, borderBottomRightRadius: 0 }}
    >
      <Group gap="xs" px="sm" py={6} wrap="nowrap" justify="space-between" bg="blue.6" c="white">
        <Text fw={700} size="sm">
          {t('container.title')}
        </Text>
        <Group gap={6} wrap="nowrap">
          {sides.length > 1 && (
            <SegmentedControl
              size="xs"
              value={side}
              onChange={(v) => setChatPanel({ side: v === 'supplier' ? 'supplier' : 'buyer', active: null })}
              data={[
                { value: 'buyer', label: t('side.buyer') },
                { value: 'supplier', label: t('side.supplier') },
              ]}
              aria-label={t('side.label')}
            />
          )}
          <ActionIcon variant="subtle" color="white" onClick={() => setChatPanel({ open: false })} aria-label={t('container.minimise')}>
            <span aria-hidden="true">—</span>
          </ActionIcon>
        </Group>
      </Group>
      <Box style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        {showList && (
          <Box w={phone ? '100%' : CHAT_LAYOUT.collapsedWidth} style={{ flexShrink: 0, minHeight: 0, borderRight: expanded ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
            <ConversationsPane
              side={side}
              tab={tab}
              onTab={(next) => setChatPanel({ tab: next })}
              activeId={activeId}
              onOpenConversation={(id) => onActive({ kind: 'conversation', id })}
              onOpenCounterpart={(identity) => onActive({ kind: 'target', counterpart: identity })}
            />
          </Box>
        )}
        {active && (
          <Box style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
            <ActiveChat side={side} active={active} onActive={onActive} onBack={phone ? () => onActive(null) : undefined} onClose={phone ? undefined : () => onActive(null)} />
          </Box>
        )}
      </Box>
    </Paper>
  );
}
