import { Text } from '@mantine/core';
import type { ScoreKind } from '@portico/contract/reports';
import { BandCircle } from '../../../components/report/band-circle';

/** spec 2 §8: a missing value shows '-'. */
export const formatValue = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? '-' : String(Number(value.toFixed(1)));

/** A result on its exam's scale: the band, the scaled score or the raw score. */
export const valueOnScale = (
  kind: ScoreKind,
  r: { band: number | null; scaledScore: number | null; score: number },
): number | null => (kind === 'band' ? r.band : kind === 'scaled' ? r.scaledScore : r.score);

/** The name of the value on this exam's scale. */
export const scoreName = (kind: ScoreKind) =>
  kind === 'band' ? 'Band' : kind === 'scaled' ? 'Scaled score' : 'Score';

/** A skill's result on its exam's scale: the round band indicator for IELTS, else the number. */
export function ScoreValue({
  kind,
  value,
  label,
  size = 64,
  text = formatValue(value),
}: {
  kind: ScoreKind;
  value: number | null;
  label: string;
  size?: number;
  /** How the value reads on its exam's scale (GRE's NS, CELPIP's M). */
  text?: string;
}) {
  if (kind === 'band') return <BandCircle band={value} size={size} label={label} />;
  return (
    <Text fz={28} fw={700} lh={1.1} aria-label={`${label}: ${text}`}>
      {text}
    </Text>
  );
}
