import { ActionIcon, Anchor, Box, Group, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { ChatParticipant } from '@tradelink/shared/chat/chat';
import { formatRelative } from '~/lib/format.ts';
import { ParticipantAvatar } from './ParticipantAvatar.tsx';

interface Props {
  participant: ChatParticipant | null;
  /** Phones: back to the list. */
  onBack?: () => void;
  /** The container: close the conversation (the list stays). */
  onClose?: () => void;
}

/** Who the conversation is with (linked to their public page), whether they are online, and the way back. */
export function ConversationHeader({ participant, onBack, onClose }: Props) {
  const { t, i18n } = useTranslation('chat');
  const name = participant?.identity_name ?? t('conversation.unknown');
  const page = participant ? (participant.identity.startsWith('SUP') ? `/supplier/${participant.identity}` : `/buyer/${participant.identity}`) : null;
  const status = participant?.is_online
    ? t('conversation.online')
    : participant?.last_active
      ? t('conversation.lastActive', { when: formatRelative(participant.last_active, i18n.language) })
      : null;
  return (
    <Group gap="xs" wrap="nowrap" px="xs" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      {onBack && (
        <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label={t('conversation.back')}>
          <span aria-hidden="true">←</span>
        </ActionIcon>
      )}
      <ParticipantAvatar participant={participant} size={32} />
      <Box style={{ flex: 1, minWidth: 0 }}>
        {page ? (
          <Anchor component={Link} to={page} size="sm" fw={700} c="dark" truncate="end" display="block">
            {name}
          </Anchor>
        ) : (
          <Text size="sm" fw={700} truncate="end">
            {name}
          </Text>
        )}
        {status && (
          <Text size="xs" c={participant?.is_online ? 'green.7' : 'dimmed'} truncate="end">
            {status}
          </Text>
        )}
      </Box>
      {onClose && (
        <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t('conversation.close')}>
          <span aria-hidden="true">×</span>
        </ActionIcon>
      )}
    </Group>
  );
}
