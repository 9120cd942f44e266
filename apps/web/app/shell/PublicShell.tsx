import type { ReactNode } from 'react';
import { AppHeader } from './AppHeader.tsx';
import { AppFooter } from '~/components/layout/AppFooter.tsx';
import classes from '~/components/layout/layout.module.css';

/** Header, main and footer of every page; light (no Mantine), so public pages stay small. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <>
      <AppHeader />
      <main id="main" className={classes.main}>
        {children}
      </main>
      <AppFooter />
    </>
  );
}
