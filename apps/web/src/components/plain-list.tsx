import { SimpleGrid, type SimpleGridProps, Stack, type StackProps } from '@mantine/core';

const PLAIN = { listStyle: 'none' } as const;

/**
 * A list (`ul`, an `ol` when `ordered`) read as a list by screen readers but shown without bullets
 * or indent: its items (`li`) stacked as a Stack lays them out.
 */
export function ListStack({ ordered, ...stack }: Omit<StackProps, 'style'> & { ordered?: boolean }) {
  return <Stack component={ordered ? 'ol' : 'ul'} m={0} p={0} {...stack} style={PLAIN} />;
}

/** A list (`ul`) without bullets or indent whose items (`li`) are laid out as a SimpleGrid's cells. */
export function ListGrid(grid: Omit<SimpleGridProps, 'style'>) {
  return <SimpleGrid component="ul" m={0} p={0} {...grid} style={PLAIN} />;
}
