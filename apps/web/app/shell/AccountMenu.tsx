import { Menu } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useNavigate } from 'react-router';
import { OPERATOR_ROLE } from '@tradelink/shared/constants/roles';
import { useMe } from '~/lib/me-store.tsx';
import { useLogout } from '~/features/auth/api/auth-mutations.ts';
import { clearClientState } from '~/lib/client-state.ts';
import { AccountTrigger } from './UserMenu.tsx';
import { useFocusHandOver, useMenuOpened } from '~/lib/use-deferred.ts';

/** The logged-in user's menu; loaded when the user reaches for the avatar. */
export default function AccountMenu({ defaultOpened, takeFocus }: { defaultOpened: boolean; takeFocus: boolean }) {
  const { t } = useTranslation();
  const me = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const target = useFocusHandOver<HTMLButtonElement>(takeFocus);
  const menu = useMenuOpened(defaultOpened);
  if (!me) return null;
  return (
    <Menu position="bottom-end" withinPortal {...menu}>
      <Menu.Target>
        <AccountTrigger ref={target} />
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
        <Menu.Item component={Link} to="/ai-agent">
          {t('auth.aiAgent')}
        </Menu.Item>
        {me.roles.includes(OPERATOR_ROLE) && (
          <Menu.Item component={Link} to="/admin">
            {t('auth.operatorConsole')}
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
