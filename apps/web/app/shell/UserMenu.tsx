import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { withDirectUrl } from '~/lib/direct-url.ts';
import { useDeferred } from '~/lib/use-deferred.ts';
import { cx } from '~/components/ui/layout.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { loadInScope } from '~/components/layout/lazy-in-scope.tsx';
import classes from '~/components/layout/layout.module.css';

// The menu is Mantine (and logs out through TanStack): it loads with AppScope on the user's intent.
const loadMenu = loadInScope(() => import('./AccountMenu.tsx'));

/** The avatar button that opens the account menu (alone until the menu's code is wanted). */
export const AccountTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function AccountTrigger(props, ref) {
  const { t } = useTranslation();
  const me = useMe();
  // A picture that fails to load falls back to the initial, as Mantine's Avatar did.
  const [broken, setBroken] = useState(false);
  const image = me?.user_image && !broken ? me.user_image : null;
  // Menu.Target hands its own (often empty) className: ours is merged after the spread, or the
  // button lost its look (a grey native button) once the real menu replaced the placeholder.
  return (
    <button ref={ref} type="button" aria-label={t('auth.myAccount')} aria-haspopup="menu" {...props} className={cx(classes.plainButton, classes.account, props.className)}>
      <span className={classes.avatar}>
        {image ? <img src={image} alt="" width={32} height={32} onError={() => setBroken(true)} /> : me?.first_name.slice(0, 1).toUpperCase()}
      </span>
      <span className={cx(classes.firstName, classes.fromSm)}>{me?.first_name}</span>
    </button>
  );
});

export function UserMenu() {
  const { t } = useTranslation();
  const me = useMe();
  const { Loaded: AccountMenu, opening, hadFocus, handlers } = useDeferred(loadMenu, { idle: false });
  const location = useLocation();
  const here = location.pathname + location.search;

  if (!me) {
    const onAuthPage = ['/login', '/register'].includes(location.pathname);
    return (
      <div className={classes.authButtons}>
        <ButtonLink to={onAuthPage ? '/login' : withDirectUrl('/login', here)} variant="subtle" size="sm">
          {t('auth.login')}
        </ButtonLink>
        <ButtonLink to={onAuthPage ? '/register' : withDirectUrl('/register', here)} size="sm" className={classes.fromSm}>
          {t('auth.register')}
        </ButtonLink>
      </div>
    );
  }
  if (!AccountMenu) return <AccountTrigger aria-expanded={false} {...handlers} />;
  // As the language menu: a press opens it with the focus in the list, where Escape closes it.
  return <AccountMenu defaultOpened={opening} takeFocus={hadFocus.current && !opening} />;
}
