import { Avatar, Box } from '@mantine/core';
import type { ChatParticipant } from '@tradelink/shared/chat/chat';

/** A participant's picture (or initial), with a green dot while online. */
export function ParticipantAvatar({ participant, size = 36 }: { participant: Pick<ChatParticipant, 'user_image' | 'identity_name' | 'is_online'> | null; size?: number }) {
  const initial = participant?.identity_name.trim().charAt(0).toUpperCase() ?? '?';
  return (
    <Box pos="relative" style={{ flexShrink: 0 }}>
      <Avatar src={participant?.user_image ?? null} alt="" radius="xl" size={size} color="blue">
        {initial}
      </Avatar>
      {participant?.is_online && (
        <Box
          pos="absolute"
          bottom={0}
          right={0}
          w={10}
          h={10}
          aria-hidden="true"
          style={{ borderRadius: '50%', background: 'var(--mantine-color-green-6)', border: '2px solid var(--mantine-color-body)' }}
        />
      )}
    </Box>
  );
}
