import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The frame of one tool's result inside an answer: a heading, an optional "see all" link, the content. */
export function ToolSection({ title, link, children }: { title: ReactNode; link?: { to: string; label: string }; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} size="sm" component="h3" m={0}>
            {title}
          </Text>
          {link && (
            <Anchor component={Link} to={link.to} size="sm">
              {link.label}
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Only local paths from a tool's output become links (an output is data, never trusted as an address).
 * A second slash or a backslash after the first would make a protocol-relative address ('//host', '/\\host').
 */
export const localPath = (path: string | null | undefined, fallback: string) => (path && /^\/(?![/\\])/.test(path) ? path : fallback);
