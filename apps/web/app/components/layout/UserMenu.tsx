import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Avatar, Button, Group, UnstyledButton, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useLocation } from 'react-router';
import { useMe } from '~/features/account/me-store.tsx';
import { withDirectUrl } from '~/lib/direct-url.ts';
import { useDeferred } from '~/lib/use-deferred.ts';

const loadMenu = () => import('./AccountMenu.tsx');

/** The avatar button that opens the account menu (alone until the menu's code is wanted). */
export const AccountTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function AccountTrigger(props, ref) {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <UnstyledButton ref={ref} aria-label={t('auth.myAccount')} aria-haspopup="menu" {...props}>
      <Group gap={8} wrap="nowrap">
        <Avatar src={me?.user_image} alt="" radius="xl" size={32} color="blue">
          {me?.first_name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="sm" maw={140} truncate>
          {me?.first_name}
        </Text>
      </Group>
    </UnstyledButton>
  );
});

export function UserMenu() {
  const { t } = useTranslation();
  const me = useMe();
  const { Loaded: AccountMenu, opening, hadFocus, handlers } = useDeferred(loadMenu);
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
  if (!AccountMenu) return <AccountTrigger aria-expanded={false} {...handlers} />;
  return <AccountMenu defaultOpened={opening} takeFocus={hadFocus.current} />;
}
