import { Badge } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';

const COLORS = ['yellow', 'green', 'red', 'gray'] as const;
const NAMES = ['pending', 'approved', 'rejected', 'closed'] as const;

/** Post status (spec enumeration): pending 0, approved 1, rejected 2, closed 3. */
export function RfqStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('sourcing');
  const name = NAMES[status] ?? 'pending';
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light">
      {t(`status.${name}`)}
    </Badge>
  );
}
