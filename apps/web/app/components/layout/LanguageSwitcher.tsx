import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Language } from '@tradelink/shared/constants/languages';
import { useDeferred } from '~/lib/use-deferred.ts';
import { cx } from '~/components/ui/layout.tsx';
import { LANG_COOKIE, STORAGE_KEYS } from '@tradelink/shared/constants/limits';
import { loadInScope } from './lazy-in-scope.tsx';
import classes from './layout.module.css';

/** Saves the choice (cookie for the server, local storage for the client) and re-renders in it. */
export function saveLanguage(lang: Language) {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  try {
    localStorage.setItem(STORAGE_KEYS.lang, lang);
  } catch {
    // private mode: the cookie is enough
  }
}

/** The button that opens the language menu (also shown alone until the menu's code is wanted). */
export const LanguageTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function LanguageTrigger(props, ref) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  // Menu.Target hands its own (often empty) className: ours is merged after the spread, or the
  // button lost its look (a grey native button) once the real menu replaced the placeholder.
  return (
    <button ref={ref} type="button" aria-label={t('language.label')} aria-haspopup="menu" {...props} className={cx(classes.plainButton, classes.language, props.className)}>
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="12" cy="12" r="10" />
        <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
      </svg>
      <span className={classes.fromSm}>{t(`language.${current}`)}</span>
      <span className={cx(classes.belowSm, classes.upper)}>{current}</span>
    </button>
  );
});

// The menu is Mantine: it loads (with AppScope) when the user reaches for the button, never on idle.
const loadMenu = loadInScope(() => import('./LanguageMenu.tsx'));

export function LanguageSwitcher() {
  const { Loaded: LanguageMenu, opening, hadFocus, handlers } = useDeferred(loadMenu, { idle: false });
  if (!LanguageMenu) return <LanguageTrigger aria-expanded={false} {...handlers} />;
  // Opened by a press, the menu's focus trap takes the focus into the list (Escape must reach it);
  // only a focus without a press is handed to the trigger.
  return <LanguageMenu defaultOpened={opening} takeFocus={hadFocus.current && !opening} />;
}
