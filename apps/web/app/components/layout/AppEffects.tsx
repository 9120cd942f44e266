import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { LANG_COOKIE } from '@tradelink/shared/constants/limits';
import { languageFromTag } from '@tradelink/shared/rules/language';
import { saveLanguage } from './LanguageSwitcher.tsx';
import { CHUNK_RELOAD_DELAY_MS, SESSION_REFRESH_MS } from '@tradelink/shared/constants/timing';
import { isOnboardingUnfinished } from '@tradelink/shared/rules/onboarding';
import { refreshMe, useMe, useMeStore } from '~/lib/me-store.tsx';
import { withDirectUrl } from '~/lib/direct-url.ts';
import { toast } from '~/lib/toast.ts';
import progress from './navigation-progress.module.css';

/**
 * Without a saved choice the server went by Accept-Language; the client checks navigator.language
 * once and, if it names another supported language, switches to it and saves that.
 */
export function BrowserLanguage() {
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  useEffect(() => {
    const saved = document.cookie.split(';').some((c) => c.trim().startsWith(`${LANG_COOKIE}=`));
    const browser = languageFromTag(navigator.language);
    if (!saved && browser !== i18n.language) {
      saveLanguage(browser);
      void revalidator.revalidate();
    }
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** The visitor's time zone, for limits counted in local three-hour windows. */
export function TimeZoneCookie() {
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && !document.cookie.split(';').some((c) => c.trim() === `tz=${zone}`)) {
      document.cookie = `tz=${zone}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
    }
  }, []);
  return null;
}

/** Scroll resets to the top on every path or query change. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

/** A thin progress bar while a navigation loads its data (plain CSS: no overlay code on public pages). */
export function NavigationOverlay() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return navigation.state === 'loading' ? <div className={progress.bar} role="progressbar" aria-label={t('loading')} /> : null;
}

// Pages a user with unfinished onboarding may still open (the auth pages send the user on themselves).
const ONBOARDING_EXEMPT = [/^\/onboarding/, /^\/login/, /^\/register/, /^\/reset-pw/, /^\/activate-account/, /^\/update-password/, /^\/privacy-policy/, /^\/terms-of-use/, /^\/404/];

export function isOnboardingExempt(pathname: string): boolean {
  return ONBOARDING_EXEMPT.some((re) => re.test(pathname));
}

/** A logged-in user with an unfinished stage goes to /onboarding, returning here afterwards. */
export function OnboardingGuard() {
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (me && isOnboardingUnfinished(me.onboard_stage) && !isOnboardingExempt(location.pathname)) {
      void navigate(withDirectUrl('/onboarding', location.pathname + location.search), { replace: true });
    }
  }, [me, location.pathname, location.search, navigate]);
  return null;
}

/** The session refresh: once when a user is logged in, then hourly. */
export function SessionRefresher() {
  const me = useMe();
  const meStore = useMeStore();
  const userId = me?.uuid;
  useEffect(() => {
    if (!userId) return;
    const refresh = () =>
      // The API client loads with the first refresh: guests' light pages do without it.
      import('~/lib/api-client.ts')
        .then(({ api }) => api('auth.refresh_session'))
        .catch(() => {
          void refreshMe(meStore);
        });
    void refresh();
    const timer = window.setInterval(refresh, SESSION_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [userId, meStore]);
  return null;
}

/** A script chunk that fails to load means a new version is deployed: say so, then reload. */
export function ChunkErrorReload() {
  const { t } = useTranslation();
  const fired = useRef(false);
  useEffect(() => {
    const onError = (event: Event) => {
      event.preventDefault();
      if (fired.current) return;
      fired.current = true;
      toast({ color: 'blue', message: t('toast.updateAvailable'), autoClose: false });
      window.setTimeout(() => window.location.reload(), CHUNK_RELOAD_DELAY_MS);
    };
    window.addEventListener('vite:preloadError', onError);
    return () => window.removeEventListener('vite:preloadError', onError);
  }, [t]);
  return null;
}
