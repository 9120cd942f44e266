import { Paper, Stack, Text } from '@mantine/core';
import type { SupportMessage } from '@tradelink/shared/support/support';
import { formatDateTime } from '~/lib/format.ts';

interface Props {
  /** The first message (the request itself) and the follow-ups and answers, oldest first. */
  request: { body: string; created_at: string; messages: SupportMessage[] };
  labels: { user: string; operator: string };
  lang: string;
}

/** The conversation on a request: the requester's messages on the left, the team's answers tinted on the right. */
export function SupportThread({ request, labels, lang }: Props) {
  const entries = [{ id: 0, author_role: 'user' as const, body: request.body, created_at: request.created_at }, ...request.messages];
  return (
    <Stack gap="sm">
      {entries.map((m) => {
        const operator = m.author_role === 'operator';
        return (
          <Paper
            key={m.id}
            withBorder
            p="sm"
            radius="md"
            bg={operator ? 'var(--mantine-color-blue-light)' : undefined}
            ml={operator ? { base: 'md', sm: 'xl' } : 0}
            mr={operator ? 0 : { base: 'md', sm: 'xl' }}
            component="article"
          >
            <Text size="xs" c="dimmed" mb={4}>
              {/* Blue 9: 4.5:1 on the answer's tint (blue 8 is 4.1:1). */}
              <Text span fw={600} c={operator ? 'blue.9' : undefined} size="xs">
                {operator ? labels.operator : labels.user}
              </Text>
              {' · '}
              <time dateTime={m.created_at}>{formatDateTime(m.created_at, lang)}</time>
            </Text>
            {/* User text is rendered as text; line breaks are kept. */}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.body}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
