import { RingProgress, Stack, Text } from '@mantine/core';

/** A score on its scale as a ring (Duolingo 10-160, CELPIP levels 1-12); '-' when not known yet. */
export function ExamScoreRing({
  label,
  value,
  min,
  max,
  size = 110,
}: {
  label: string;
  value: number | null;
  min: number;
  max: number;
  size?: number;
}) {
  const share = value === null ? 0 : Math.max(0, Math.min(100, ((value - min) / (max - min)) * 100));
  return (
    <Stack gap={2} align="center">
      <RingProgress
        size={size}
        thickness={size / 11}
        roundCaps
        sections={value === null || share === 0 ? [] : [{ value: share, color: 'blue.7' }]}
        label={
          <Text ta="center" fw={700} fz={size / 4} aria-label={`${label}: ${value ?? '-'} of ${max}`}>
            {value ?? '-'}
          </Text>
        }
      />
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="xs" c="gray.7">
        {min}–{max}
      </Text>
    </Stack>
  );
}
