import { useState } from 'react';
import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ChatSide } from '@tradelink/shared/rules/chat-gate';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { ApiError } from '~/lib/api-client.ts';
import { useCreateConversation } from '../api/conversation-query.ts';
import { useIdentityProfile } from '../api/identity-profile-query.ts';
import { seedEmptyWindow } from '../api/messages-query.ts';
import { deliver, newOutgoing } from '../api/send-message.ts';
import type { EmbedRef } from '../chat-panel-store.ts';
import { Composer } from './Composer.tsx';
import { ConversationHeader } from './ConversationHeader.tsx';
import { PLAN_CODES } from './GateBar.tsx';

interface Props {
  side: ChatSide;
  myIdentity: string;
  counterpart: string;
  embed?: EmbedRef;
  onRemoveEmbed?: () => void;
  /** The real conversation replaces this one once created. */
  onCreated: (conversationId: string) => void;
  onBack?: () => void;
  onClose?: () => void;
}

/**
 * A conversation that does not exist yet: the counterpart's profile and the composer. The first
 * send creates the conversation, then sends. A supplier-side start spends one of the month's new
 * conversations, so it asks first, saying how many are left.
 */
export function ProvisionalConversation({ side, myIdentity, counterpart, embed, onRemoveEmbed, onCreated, onBack, onClose }: Props) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const dialog = useDialog();
  const me = useMe();
  const profile = useIdentityProfile(counterpart);
  const create = useCreateConversation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const quota = me?.supplier?.balance.conversation_quota ?? null;
  const name = profile.data?.identity_name ?? t('conversation.unknown');

  const start = async (body: string): Promise<boolean> => {
    setConfirming(null);
    try {
      const conversation = await create.mutateAsync({ identity: myIdentity, counterpart });
      const id = conversation.conversation_sid;
      if (conversation.last_message_index === 0) seedEmptyWindow(queryClient, id);
      void deliver(queryClient, newOutgoing(id, body, embed));
      onCreated(id);
      return true;
    } catch (error) {
      // The plans open with the server's reason above them (no plan for first contact, or the month's quota spent).
      if (error instanceof ApiError && PLAN_CODES.has(error.code)) dialog.open('pricing', { reason: error.messages[0] });
      // A refusal with a reason (a day's limit, writing to oneself) says it; anything else is the spec's generic text.
      else notifications.show({ color: 'red', message: (error instanceof ApiError && error.status < 500 && error.status > 0 && error.messages[0]) || t('errors.createFailed') });
      return false;
    }
  };

  const send = (body: string): boolean | Promise<boolean> => {
    if (side !== 'supplier') return start(body);
    // Nothing left to spend: no confirmation to ask, the server says why it refuses (and spends nothing).
    if (quota !== null && quota <= 0) return start(body);
    // Ask first; the text stays in the box until confirmed.
    setConfirming(body);
    return false;
  };

  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ConversationHeader participant={profile.data ?? null} onBack={onBack} onClose={onClose} />
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} p="md">
        {profile.isError ? (
          <Alert color="red" role="alert">
            {t('conversation.profileFailed')}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed" ta="center" mt="lg">
            {t('provisional.hello', { name })}
          </Text>
        )}
      </Box>
      {side === 'supplier' && !confirming && quota !== null && (
        <Text size="xs" c="dimmed" px="sm" pb={4}>
          {t('provisional.quotaNote', { count: quota })}
        </Text>
      )}
      {confirming !== null && (
        <Alert color="yellow" radius={0} py="xs" title={t('provisional.confirmTitle')}>
          <Text size="sm">{t('provisional.confirmBody', { count: quota ?? 0, name })}</Text>
          <Group gap="xs" mt={6}>
            <Button size="xs" onClick={() => void start(confirming)} loading={create.isPending}>
              {t('provisional.confirm')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(null)} disabled={create.isPending}>
              {t('provisional.cancel')}
            </Button>
          </Group>
        </Alert>
      )}
      <Composer disabled={profile.isError} busy={create.isPending} onSend={send} embed={embed} onRemoveEmbed={onRemoveEmbed} />
    </Box>
  );
}
