import { Badge } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { VerificationQueueItem } from '@tradelink/shared/verification/verification-review';
import { decidedOutcome } from '../outcome.ts';

const COLORS = { approve: 'teal', passed: 'teal', reject: 'red', failed: 'red' } as const;

/** Where a request stands: waiting (in review, booked) or its decision in the kind's words. */
export function RequestStatusBadge({ item }: { item: VerificationQueueItem }) {
  const { t } = useTranslation('adminVerification');
  const outcome = decidedOutcome(item);
  if (outcome) {
    return (
      <Badge color={COLORS[outcome]} variant="light" style={{ flexShrink: 0 }}>
        {t(`status.${outcome}`)}
      </Badge>
    );
  }
  return (
    <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
      {t(item.status === 'scheduled' ? 'status.scheduled' : 'status.pending')}
    </Badge>
  );
}
