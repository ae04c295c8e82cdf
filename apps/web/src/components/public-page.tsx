import { Box, Container, type MantineSpacing, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogoLink } from './brand-logo';
import { CopyrightFooter } from './copyright-footer';
import classes from './public-page.module.css';

/** Frame of a public page outside the sign-in screens: logo (unless hidden), main content, footer. */
export function PublicPage({ children, hideHeader = false }: { children: ReactNode; hideHeader?: boolean }) {
  return (
    <div className={classes.root}>
      {!hideHeader && (
        <Box component="header" className={classes.header}>
          <BrandLogoLink to="/" height={34} />
        </Box>
      )}
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <CopyrightFooter />
    </div>
  );
}

/**
 * A public page that is one card (an order's checkout, its outcome): the page's title over what it
 * says, the card `width` pixels wide at the most.
 */
export function PublicCardPage({
  title,
  width,
  gap,
  children,
}: {
  title: string;
  width: number;
  gap: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <PublicPage>
      <Container size={width} w="100%" px={0}>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
          <Stack gap={gap}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Container>
    </PublicPage>
  );
}
