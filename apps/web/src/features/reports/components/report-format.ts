import type { DefaultReportData, SectionReport } from '@portico/contract/assessment-report';
import { formatDateTime } from '../../../lib/dates';

/** spec 3 §9: times show as hh:mm:ss. */
export function formatDuration(totalSeconds: number | null | undefined): string {
  const seconds = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? (totalSeconds as number) : 0));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/**
 * SCORING.md: accuracy = correct / attempted as a percentage with 2 decimals, '-' when nothing was
 * attempted. The server sends it as text; it is recomputed from the counts when that text is not a number.
 */
export function formatAccuracy(
  accuracy: string | null | undefined,
  correct: number,
  attempted: number,
): string {
  if (!attempted) return '-';
  const parsed = Number.parseFloat(String(accuracy ?? '').replace('%', ''));
  const value = Number.isFinite(parsed) ? parsed : (correct / attempted) * 100;
  return `${value.toFixed(2)}%`;
}

/** spec 2 §9: dates as day/month/year with a 12-hour time. */
export function formatTakenOn(value: string | null | undefined): string {
  return formatDateTime(value) || '-';
}

/** Scores are shown rounded (spec 3 §9). */
export const formatScore = (score: number | null | undefined): string =>
  typeof score === 'number' && Number.isFinite(score) ? String(Math.round(score)) : '-';

/** An IELTS test: by its exam family, or the ielts template. */
export function isIeltsTest(test: DefaultReportData['test']): boolean {
  return (
    (test.examFamily ?? '').toLowerCase().startsWith('ielts') || test.testTemplate.toLowerCase() === 'ielts'
  );
}

/** spec 3 §9: section order Listening, Reading, Writing, Speaking. */
export const IELTS_SKILLS = ['Listening', 'Reading', 'Writing', 'Speaking'] as const;
export type IeltsSkill = (typeof IELTS_SKILLS)[number];

export function sectionOf(sections: readonly SectionReport[], skill: string): SectionReport | undefined {
  return sections.find((section) => section.referenceType.toLowerCase() === skill.toLowerCase());
}

/** An IELTS overall band belongs only to a test of all four skills (a Reading practice has none). */
export const hasAllFourSkills = (sections: readonly SectionReport[]) =>
  IELTS_SKILLS.every((skill) => sectionOf(sections, skill));
