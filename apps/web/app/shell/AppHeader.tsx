import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useDeferred } from '~/lib/use-deferred.ts';
import { Container, cx } from '~/components/ui/layout.tsx';
import { LazyNotificationBell } from '~/features/notification/components/LazyNotificationBell.tsx';
import { LanguageSwitcher } from '~/components/layout/LanguageSwitcher.tsx';
import { UserMenu } from './UserMenu.tsx';
import { loadInScope } from '~/components/layout/lazy-in-scope.tsx';
import classes from '~/components/layout/layout.module.css';

// The phone drawer is Mantine: its code (with AppScope) loads when the user reaches for the burger.
const loadMobileNav = loadInScope(() => import('~/components/layout/MobileNav.tsx'));

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </svg>
  );
}

/**
 * Header: 60 px on desktop, 52 px on phones (CSS). Search submits to /search?keyword=. Below the
 * desktop width the search box folds behind a magnifier, which opens it as a row under the bar.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // Open on the page it was opened on: a search sent (or any page change) folds it away again.
  const location = useLocation();
  const [searchOpenOn, setSearchOpenOn] = useState<string | null>(null);
  const searching = searchOpenOn === location.key;
  const setSearching = (open: boolean) => setSearchOpenOn(open ? location.key : null);
  const searchId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { Loaded: MobileNav, handlers } = useDeferred(loadMobileNav, { idle: false });
  const links = [
    { to: '/suppliers', label: t('nav.suppliers') },
    { to: '/buyers', label: t('nav.buyers') },
    { to: '/quick-rfq', label: t('nav.postRfq') },
    { to: '/membership-pricing', label: t('nav.pricing') },
  ];
  useEffect(() => {
    if (searching) input.current?.focus();
  }, [searching]);

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.bar}>
        <div className={classes.start}>
          <button
            type="button"
            className={classes.burger}
            aria-label={opened ? t('nav.closeMenu') : t('nav.menu')}
            {...handlers}
            onClick={() => {
              handlers.onClick();
              setOpened((o) => !o);
            }}
          >
            <svg width="18" height="18" viewBox="0 0 18 18" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              {opened ? <path d="M3 3l12 12M15 3L3 15" /> : <path d="M1 3h16M1 9h16M1 15h16" />}
            </svg>
          </button>
          <Link to="/" aria-label={t('brand')} className={classes.logo}>
            <img src="/images/logo.svg" alt={t('brand')} width={120} height={24} />
          </Link>
          <nav aria-label={t('nav.menu')} className={classes.nav}>
            {links.map((l) => (
              <Link key={l.to} to={l.to} className={classes.navLink}>
                {l.label}
              </Link>
            ))}
          </nav>
        </div>
        <Form
          id={searchId}
          method="get"
          action="/search"
          role="search"
          className={cx(classes.search, searching && classes.searchOpen)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && searching) setSearching(false);
          }}
        >
          <input ref={input} type="text" name="keyword" enterKeyHint="search" aria-label={t('nav.search')} placeholder={t('nav.searchPlaceholder')} className={classes.searchInput} />
        </Form>
        <div className={classes.end}>
          <button
            type="button"
            className={cx(classes.plainButton, classes.searchToggle)}
            aria-label={searching ? t('nav.closeSearch') : t('nav.openSearch')}
            aria-expanded={searching}
            aria-controls={searchId}
            onClick={() => setSearching(!searching)}
          >
            <SearchIcon />
          </button>
          <LanguageSwitcher />
          <LazyNotificationBell />
          <UserMenu />
        </div>
      </Container>
      {MobileNav && <MobileNav opened={opened} onClose={() => setOpened(false)} links={links} />}
    </header>
  );
}
