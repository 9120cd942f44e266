import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation.tsx';
import { AppHeader } from './AppHeader.tsx';
import { AppFooter } from '~/components/layout/AppFooter.tsx';
import classes from '~/components/layout/layout.module.css';

/**
 * The skip link's target: the page's own content. A dashboard marks its content beside the sidebar
 * (`data-skip-target`), so a keyboard user lands past both the header and the sidebar's tabs.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.querySelector<HTMLElement>('[data-skip-target]') ?? document.getElementById('main');
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/** Header, main and footer of every page; light (no Mantine), so public pages stay small. */
export function PublicShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {/* The first stop of the Tab key on every page (WCAG 2.4.1); out of sight until focused.
          Before hydration the plain #main link does the same. */}
      <a href="#main" className={classes.skipLink} onClick={skipToContent}>
        {t('skipToContent')}
      </a>
      <AppHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <AppFooter />
    </>
  );
}
