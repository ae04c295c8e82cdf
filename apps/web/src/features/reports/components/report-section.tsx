import {
  Box,
  Paper,
  type PaperProps,
  SimpleGrid,
  type SimpleGridProps,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A card of a report, named for screen readers by its heading (`headingId`). */
export function ReportSection({
  headingId,
  children,
  ...props
}: PaperProps & { headingId: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      {...props}
    >
      {children}
    </Paper>
  );
}

/** A report card under a level-2 heading. */
export function ReportCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <ReportSection headingId={headingId}>
      <Stack gap="md">
        <Title order={2} id={headingId} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </ReportSection>
  );
}

/** Counts of a report (questions, correct, skipped…) as a list of label and value tiles. */
export function CountTiles({ cells, cols }: { cells: [string, ReactNode][]; cols: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="sm" m={0}>
      {cells.map(([label, value]) => (
        <Box key={label} bg="gray.0" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text component="dt" size="sm" c="gray.7">
            {label}
          </Text>
          <Text component="dd" fw={700} fz="lg" m={0}>
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
