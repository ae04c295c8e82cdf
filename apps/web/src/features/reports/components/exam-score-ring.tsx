import { Stack, Text } from '@mantine/core';
import { ScoreRing } from '../../../components/score-ring';

/** A score on its scale as a ring (Duolingo 10-160, CELPIP levels M, 3-12); '-' when not known yet. */
export function ExamScoreRing({
  label,
  value,
  min,
  max,
  size = 110,
  shown = value === null ? '-' : String(value),
  range = `${min}–${max}`,
}: {
  label: string;
  value: number | null;
  min: number;
  max: number;
  size?: number;
  /** How the value reads (CELPIP's 'M'). */
  shown?: string;
  /** The scale as the exam names it. */
  range?: string;
}) {
  const share = value === null ? 0 : Math.max(0, Math.min(100, ((value - min) / (max - min)) * 100));
  return (
    <Stack gap={2} align="center">
      <ScoreRing
        size={size}
        thickness={size / 11}
        value={value === null ? 0 : share}
        color="blue.7"
        label={
          <Text ta="center" fw={700} fz={size / 4} aria-label={`${label}: ${shown} of ${max}`}>
            {shown}
          </Text>
        }
      />
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="xs" c="gray.7">
        {range}
      </Text>
    </Stack>
  );
}
