import { Badge, Group } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { CUSTOMER_ROLE, OPERATOR_ROLE } from '@tradelink/shared/constants/roles';

const STATUS_COLORS: Record<string, string> = { active: 'green', pending_activation: 'yellow', suspended: 'red' };

export function UserStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant={status === 'suspended' ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** Roles beyond the one every account has (Customer). */
export function RoleBadges({ roles }: { roles: string[] }) {
  const { t } = useTranslation('adminUsers');
  const shown = roles.filter((r) => r !== CUSTOMER_ROLE);
  if (!shown.length) return null;
  return (
    <Group gap={4}>
      {shown.map((role) => (
        <Badge key={role} size="sm" variant="outline" color={role === OPERATOR_ROLE ? 'grape' : 'blue'}>
          {t(`role.${role}`, { defaultValue: role })}
        </Badge>
      ))}
    </Group>
  );
}

const POST_COLORS = ['yellow', 'green', 'red', 'gray'] as const;
const POST_STATUS_NAMES = ['pending', 'approved', 'rejected', 'closed'] as const;
export const postStatusName = (status: number) => POST_STATUS_NAMES[status] ?? 'pending';

/** Post status (pending 0, approved 1, rejected 2, closed 3). */
export function PostStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Badge size="sm" color={POST_COLORS[status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {t(`postStatus.${postStatusName(status)}`)}
    </Badge>
  );
}
