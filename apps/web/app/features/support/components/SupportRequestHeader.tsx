import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';
import type { SupportKind, SupportStatus } from '@tradelink/shared/support/support-forms';
import { SupportKindBadge, SupportStatusBadge } from './SupportStatusBadge.tsx';

interface Props {
  request: { subject: string; status: SupportStatus; kind: SupportKind };
  /** Smaller in the console, where the page title ("Request #12") sits above; a level-2 heading on both pages. */
  compact?: boolean;
  /** The heading's id, so the card around it can name itself by the subject. */
  headingId: string;
  /** The dimmed line beside the kind: the reference and the dates. */
  meta: ReactNode;
}

/** The top of one request, the same for the requester and the operator: subject, status, kind, reference. */
export function SupportRequestHeader({ request, compact = false, headingId, meta }: Props) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={2} size={compact ? 'h4' : 'h3'} id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {request.subject}
        </Title>
        <SupportStatusBadge status={request.status} />
      </Group>
      <Group gap="xs">
        <SupportKindBadge kind={request.kind} />
        <Text size="sm" c="dimmed">
          {meta}
        </Text>
      </Group>
    </>
  );
}
