import { formatCount } from '~/components/dashboard/CountBadge.tsx';

/** The bell's badge text: nothing at zero, "99+" above the cap (the dashboards' badges cap alike). */
export function bellBadge(count: number | undefined): string | null {
  return count && count > 0 ? formatCount(count) : null;
}
