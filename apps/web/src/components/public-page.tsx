import { Anchor, Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from './brand-logo';
import { CopyrightFooter } from './copyright-footer';
import classes from './public-page.module.css';

/** Frame of a public page outside the sign-in screens: logo (unless hidden), main content, footer. */
export function PublicPage({ children, hideHeader = false }: { children: ReactNode; hideHeader?: boolean }) {
  return (
    <div className={classes.root}>
      {!hideHeader && (
        <Box component="header" className={classes.header}>
          <Anchor component={Link} to="/" className={classes.logo}>
            <BrandLogo height={34} />
          </Anchor>
        </Box>
      )}
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <CopyrightFooter />
    </div>
  );
}
