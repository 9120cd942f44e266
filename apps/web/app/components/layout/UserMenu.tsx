import { Avatar, Button, Group, Menu, UnstyledButton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMe } from '~/features/account/api/me-query.ts';
import { useLogout } from '~/features/auth/api/auth-mutations.ts';
import { withDirectUrl } from '~/lib/direct-url.ts';
import { clearClientState } from '~/lib/client-state.ts';

export function UserMenu() {
  const { t } = useTranslation();
  const me = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;

  if (!me) {
    const onAuthPage = ['/login', '/register'].includes(location.pathname);
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} to={onAuthPage ? '/login' : withDirectUrl('/login', here)} variant="subtle" size="sm">
          {t('auth.login')}
        </Button>
        <Button component={Link} to={onAuthPage ? '/register' : withDirectUrl('/register', here)} size="sm" visibleFrom="sm">
          {t('auth.register')}
        </Button>
      </Group>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('auth.myAccount')}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={me.user_image} alt="" radius="xl" size={32} color="blue">
              {me.first_name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={140} truncate>
              {me.first_name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{me.email}</Menu.Label>
        {me.is_buyer === 1 && (
          <Menu.Item component={Link} to="/user/overview">
            {t('auth.buyerDashboard')}
          </Menu.Item>
        )}
        {me.is_supplier === 1 && (
          <Menu.Item component={Link} to="/business/desk">
            {t('auth.sellerDashboard')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          onClick={() =>
            logout.mutate(undefined, {
              onSuccess: () => navigate('/'),
              // Spec: when logout fails, everything local is cleared and the page reloads.
              onError: () => clearClientState(true),
            })
          }
        >
          {t('auth.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
