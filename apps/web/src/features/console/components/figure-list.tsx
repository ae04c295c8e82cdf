import { SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';

/** One named figure; `note` says what it means, under it. */
export interface Figure {
  label: string;
  value: string;
  note?: string;
}

/**
 * Figures as a description list, several a row (two on a phone): each label small above its value in
 * bold. The console's pages of figures share it (band estimates, item analysis).
 */
export function FigureList({
  figures,
  cols = { base: 2, sm: 3, md: 6 },
  spacing = 'xs',
}: {
  figures: readonly Figure[];
  cols?: SimpleGridProps['cols'];
  spacing?: SimpleGridProps['spacing'];
}) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing={spacing} m={0}>
      {figures.map((f) => (
        <div key={f.label}>
          <Text component="dt" size="xs" c="gray.7">
            {f.label}
          </Text>
          <Text component="dd" m={0} fw={700}>
            {f.value}
            {f.note && (
              <Text component="span" display="block" size="xs" fw={400} c="gray.7">
                {f.note}
              </Text>
            )}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
