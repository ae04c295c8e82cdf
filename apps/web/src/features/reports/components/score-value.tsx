import { Text } from '@mantine/core';
import { celpipLevelLabel } from '@portico/contract/exam-scores';
import type { ScoreKind } from '@portico/contract/reports';
import { examScoring, type ScoreExam } from '@portico/contract/score-meaning';
import { BandCircle } from './band-circle';

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

/** The name of a value of the exam: CELPIP reports levels. */
export const examValueName = (exam: ScoreExam | null, kind: ScoreKind) =>
  exam === 'celpip' ? 'Level' : scoreName(kind);

/** A value as its exam reports it: a CELPIP level below 3 reads M. */
export const formatOnScale = (exam: ScoreExam | null, value: number | null | undefined): string =>
  exam === 'celpip' && typeof value === 'number' && Number.isFinite(value)
    ? celpipLevelLabel(value)
    : formatValue(value);

/**
 * The range a score of the measure is reported on ('130–170', CELPIP's 'M, 3–12'), from the scores
 * a student sets targets for; null for IELTS (its band circle says it) and for a measure the exam
 * does not report (GRE's Verbal + Quant). PTE's and Duolingo's parts are on the exam's one scale.
 */
export function scaleRange(exam: ScoreExam | null, measure: string): string | null {
  if (!exam || exam === 'ielts') return null;
  const { measures } = examScoring[exam];
  const m =
    measures.find((x) => x.name === measure) ??
    (exam === 'pte' || exam === 'duolingo' ? measures[0] : undefined);
  if (!m) return null;
  return exam === 'celpip' ? `M, ${m.min}–${m.max}` : `${m.min}–${m.max}`;
}

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
