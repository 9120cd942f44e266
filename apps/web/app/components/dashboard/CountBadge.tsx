import { Badge } from '@mantine/core';
import { BADGE_CAP } from '@tradelink/shared/constants/limits';

/** "99+" above the cap. */
export function formatCount(count: number, cap = BADGE_CAP): string {
  return count > cap ? `${cap}+` : String(count);
}

/** A count badge; nothing at all when there is nothing to count. */
export function CountBadge({ count, label }: { count: number | undefined; label?: string }) {
  if (!count || count <= 0) return null;
  return (
    <Badge size="sm" color="red" variant="filled" circle={count < 10} aria-label={label}>
      {formatCount(count)}
    </Badge>
  );
}
