import { Paper, Skeleton } from '@mantine/core';
import { TEXTS } from '../texts';

/** The card's room while its code loads, so what follows it does not move. */
export function PredictionPlaceholder({ mb }: { mb?: string }) {
  return (
    <Paper withBorder radius="lg" p="lg" mb={mb}>
      <Skeleton height={160} aria-label={TEXTS.loading} />
    </Paper>
  );
}
