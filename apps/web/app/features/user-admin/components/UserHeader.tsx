import { Anchor, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { UserDetail } from '@tradelink/shared/user-admin/user-detail';
import { useMe } from '~/lib/me-store.tsx';
import { AccountActions } from '../public/AccountActions.tsx';
import { PartnerSwitch } from './PartnerSwitch.tsx';
import { RoleBadges, UserStatusBadge } from './UserBadges.tsx';

export const displayName = (p: UserDetail['profile']) => [p.first_name, p.last_name].filter(Boolean).join(' ') || p.name;

/** Who the account is, its status and roles, and what an operator can do to it. */
export function UserHeader({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation('adminUsers');
  const me = useMe();
  const p = detail.profile;
  const name = displayName(p);
  // The server refuses actions on the operator's own account; the page does not offer them.
  const own = me?.uuid === p.user_id;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Box style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {p.name} · {p.email}
          </Text>
          <Group gap={6} mt={6}>
            <UserStatusBadge status={p.status} />
            <RoleBadges roles={p.roles} />
          </Group>
        </Box>
        <Stack gap="xs" align="flex-end">
          {!own && <AccountActions userId={p.user_id} status={p.status} name={name} />}
          <Anchor component={Link} to="/admin/users" size="sm">
            {t('detail.back')}
          </Anchor>
        </Stack>
      </Group>
      <Group justify="space-between" align="center" wrap="wrap">
        <PartnerSwitch userId={p.user_id} roles={p.roles} name={name} disabled={own} />
        {detail.reports_against > 0 ? (
          <Anchor component={Link} to="/admin/reports">
            <Badge color="red" variant="light" size="lg" style={{ cursor: 'pointer' }}>
              {t('detail.openReports', { count: detail.reports_against })}
            </Badge>
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('detail.noOpenReports')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
