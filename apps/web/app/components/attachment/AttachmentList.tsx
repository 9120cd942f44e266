import { Anchor, Stack, Text } from '@mantine/core';
import type { Attachment } from '@tradelink/shared/attachment/attachment';

/** The files attached to an RFQ, quotation or message, as download links under an optional title. */
export function AttachmentList({ files, title }: { files: Attachment[]; title?: string }) {
  if (files.length === 0) return null;
  return (
    <Stack gap={2}>
      {title && (
        <Text fw={600} size="sm">
          {title}
        </Text>
      )}
      {files.map((a) => (
        <Anchor key={a.id} href={a.url} size="sm" download>
          {a.name}
        </Anchor>
      ))}
    </Stack>
  );
}
