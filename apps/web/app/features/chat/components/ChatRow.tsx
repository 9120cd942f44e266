import { Badge, Box, Group, Text, UnstyledButton } from '@mantine/core';
import type { ChatParticipant } from '@tradelink/shared/chat/chat';
import { formatCount } from '~/components/dashboard/CountBadge.tsx';
import { ParticipantAvatar } from './ParticipantAvatar.tsx';

interface Props {
  participant: Pick<ChatParticipant, 'user_image' | 'identity_name' | 'is_online'> | null;
  name: string;
  /** What the row says to assistive technology (the action, or the unread count). */
  label: string;
  onOpen: () => void;
  active?: boolean;
  /** Unread messages: the row reads bold, with a red count. */
  unread?: number;
  /** A short time at the name's right (the last message's). */
  time?: string;
  /** The second line (the last message, or where the person is); none when empty. */
  detail?: string;
}

/** One row of the chat's lists (conversations, who is online): avatar, name, and a line about them. */
export function ChatRow({ participant, name, label, onOpen, active = false, unread = 0, time, detail }: Props) {
  const bold = unread > 0;
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-current={active ? 'true' : undefined}
      aria-label={label}
      px="sm"
      py={8}
      w="100%"
      style={{ display: 'block', background: active ? 'var(--mantine-color-blue-0)' : undefined, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <ParticipantAvatar participant={participant} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="sm" fw={bold ? 700 : 600} truncate="end">
              {name}
            </Text>
            {time && (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {time}
              </Text>
            )}
          </Group>
          {(detail || bold) && (
            <Group gap={6} wrap="nowrap" justify="space-between">
              <Text size="xs" c={bold ? undefined : 'dimmed'} fw={bold ? 600 : undefined} truncate="end">
                {detail}
              </Text>
              {bold && (
                <Badge size="sm" color="red" variant="filled" aria-hidden="true" style={{ flexShrink: 0 }}>
                  {formatCount(unread)}
                </Badge>
              )}
            </Group>
          )}
        </Box>
      </Group>
    </UnstyledButton>
  );
}
