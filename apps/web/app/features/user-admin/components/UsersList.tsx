import { Anchor, Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { UserListItem } from '@tradelink/shared/user-admin/user-detail';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { formatDate } from '~/lib/format.ts';
import { RoleBadges, UserStatusBadge } from './UserBadges.tsx';

const fullName = (u: UserListItem) => [u.first_name, u.last_name].filter(Boolean).join(' ');

function Sides({ user }: { user: UserListItem }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Stack gap={0}>
      {user.buyer_identity && <Text size="sm">{t('list.buyerIdentity', { identity: user.buyer_identity })}</Text>}
      {user.supplier_identity && <Text size="sm">{t('list.supplierIdentity', { identity: user.supplier_identity })}</Text>}
    </Stack>
  );
}

function LevelPlan({ user }: { user: UserListItem }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Group gap={6} wrap="nowrap">
      {user.verification_level !== null && <VerificationLevel level={user.verification_level} />}
      {user.plan_name && <Text size="sm">{t('list.plan', { plan: user.plan_name })}</Text>}
    </Group>
  );
}

function UserLink({ user }: { user: UserListItem }) {
  return (
    <Anchor component={Link} to={`/admin/users/${user.user_id}`} fw={600}>
      {fullName(user) || user.name}
    </Anchor>
  );
}

/** The users list: a table on wide screens, one card per account on phones. */
export function UsersList({ users }: { users: UserListItem[] }) {
  const { t, i18n } = useTranslation('adminUsers');
  const lang = i18n.language;
  const date = (v: string | null) => (v ? formatDate(v, lang) : t('list.never'));
  return (
    <>
      <Box visibleFrom="md">
        <Table.ScrollContainer minWidth={1150}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {(['user', 'company', 'sides', 'levelPlan', 'status', 'roles', 'joined', 'lastLogin'] as const).map((c) => (
                  <Table.Th key={c}>{t(`list.columns.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((u) => (
                <Table.Tr key={u.user_id}>
                  <Table.Td>
                    <UserLink user={u} />
                    <Text size="xs" c="dimmed">
                      {u.name} · {u.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{u.company_name ?? '—'}</Table.Td>
                  <Table.Td>
                    <Sides user={u} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <LevelPlan user={u} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <UserStatusBadge status={u.status} />
                  </Table.Td>
                  <Table.Td>
                    <RoleBadges roles={u.roles} />
                  </Table.Td>
                  <Table.Td>{date(u.created_at)}</Table.Td>
                  <Table.Td>{date(u.last_login_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack hiddenFrom="md" gap="sm">
        {users.map((u) => (
          <Card key={u.user_id} withBorder padding="sm" component="article">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Box style={{ minWidth: 0 }}>
                  <UserLink user={u} />
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {u.name} · {u.email}
                  </Text>
                </Box>
                <UserStatusBadge status={u.status} />
              </Group>
              {u.company_name && <Text size="sm">{u.company_name}</Text>}
              <Sides user={u} />
              <LevelPlan user={u} />
              <RoleBadges roles={u.roles} />
              <Text size="xs" c="dimmed">
                {t('list.joinedOn', { date: date(u.created_at) })} · {t('list.lastLoginOn', { date: date(u.last_login_at) })}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
