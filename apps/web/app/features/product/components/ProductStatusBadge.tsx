import { Badge } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';

const COLORS = ['yellow', 'green', 'red', 'gray'] as const;
const NAMES = ['pending', 'approved', 'rejected', 'closed'] as const;

/** Post status (spec enumeration): pending 0, approved 1, rejected 2, closed 3. */
export function ProductStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('products');
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${NAMES[status] ?? 'pending'}`)}
    </Badge>
  );
}
