import { Badge } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { SupportKind, SupportStatus } from '@tradelink/shared/support/support-forms';

const STATUS_COLORS: Record<SupportStatus, string> = { open: 'blue', in_progress: 'yellow', resolved: 'green', closed: 'gray' };

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('support');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

export function SupportKindBadge({ kind }: { kind: SupportKind }) {
  const { t } = useTranslation('support');
  return (
    <Badge color={kind === 'complaint' ? 'red' : 'indigo'} variant="outline" style={{ flexShrink: 0 }}>
      {t(`kinds.${kind}`)}
    </Badge>
  );
}
