import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

interface TestsLayoutProps {
  children: ReactNode;
  /** The leaderboard, when the company shows it: a side column on desktop, below on a phone. */
  aside?: ReactNode;
}

export function TestsLayout({ children, aside }: TestsLayoutProps) {
  if (!aside) return <>{children}</>;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }} miw={0}>
        {children}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} miw={0}>
        {aside}
      </Grid.Col>
    </Grid>
  );
}
