import { Anchor, Text } from '@mantine/core';
import { linkify } from '../linkify.ts';

/**
 * A message's plain text with its web addresses clickable. Text reaches the page only as React
 * children (escaped), never as HTML; links open in a new tab without handing the opener or our
 * reputation to the target (`nofollow ugc`: user-written links). Font and colour come from the
 * bubble around it (links keep its colour and are told apart by their underline, so they stay
 * readable on the sender's coloured bubble too).
 */
export function MessageText({ body }: { body: string }) {
  return (
    <Text component="div" inherit style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'break-word' }}>
      {linkify(body).map((segment, i) =>
        segment.kind === 'link' ? (
          <Anchor key={i} href={segment.href} target="_blank" rel="noopener noreferrer nofollow ugc" inherit c="inherit" underline="always">
            {segment.text}
          </Anchor>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </Text>
  );
}
