import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';
import type { SupportKind, SupportStatus } from '@tradelink/shared/support/support-forms';
import { SupportKindBadge, SupportStatusBadge } from './SupportStatusBadge.tsx';

interface Props {
  request: { subject: string; status: SupportStatus; kind: SupportKind };
  /** 2 on the user's own page; 3 in the console, where the page title ("Request #12") sits above. */
  order: 2 | 3;
  /** The heading's id, so the card around it can name itself by the subject. */
  headingId: string;
  /** The dimmed line beside the kind: the reference and the dates. */
  meta: ReactNode;
}

/** The top of one request, the same for the requester and the operator: subject, status, kind, reference. */
export function SupportRequestHeader({ request, order, headingId, meta }: Props) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={order} size={order === 2 ? 'h3' : 'h4'} id={headingId} style={{ overflowWrap: 'anywhere' }}>
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
