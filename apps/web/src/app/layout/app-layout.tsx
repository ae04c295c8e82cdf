import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { CopyrightFooter } from '../../components/copyright-footer';
import { OfflineNoticeSlot } from '../../features/offline/public';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';

/** Shell of the protected pages (not /select-course): header with the course menu, footer. */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={classes.root}>
      <AppHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        <OfflineNoticeSlot />
        {children ?? <Outlet />}
      </main>
      <CopyrightFooter className={classes.footer} />
    </div>
  );
}
