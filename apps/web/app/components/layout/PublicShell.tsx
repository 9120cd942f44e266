import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { AppHeader } from './AppHeader.tsx';
import { AppFooter } from './AppFooter.tsx';
import classes from './layout.module.css';

export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <>
      <AppHeader />
      <Box component="main" id="main" className={classes.main}>
        {children}
      </Box>
      <AppFooter />
    </>
  );
}
