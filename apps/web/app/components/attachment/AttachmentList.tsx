import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { Attachment } from '@tradelink/shared/attachment/attachment';
import { FILE_KIND_LABEL, fileSize } from './file-facts.ts';

interface Props {
  files: Attachment[];
  title?: string;
  /** Given: each file also shows its type and size in this language. */
  detailsLang?: string;
}

/** The files attached to an RFQ, quotation or message, as download links under an optional title. */
export function AttachmentList({ files, title, detailsLang }: Props) {
  if (files.length === 0) return null;
  return (
    <Stack gap={2}>
      {title && (
        <Text fw={600} size="sm">
          {title}
        </Text>
      )}
      {files.map((a) =>
        detailsLang ? (
          <Group key={a.id} gap="xs" wrap="nowrap" align="baseline">
            <Text size="xs" fw={700} c="gray.8" style={{ flexShrink: 0 }}>
              {FILE_KIND_LABEL[a.kind]}
            </Text>
            <Anchor href={a.url} size="sm" download style={{ overflowWrap: 'anywhere' }}>
              {a.name}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {fileSize(a.bytes, detailsLang)}
            </Text>
          </Group>
        ) : (
          <Anchor key={a.id} href={a.url} size="sm" download>
            {a.name}
          </Anchor>
        ),
      )}
    </Stack>
  );
}
