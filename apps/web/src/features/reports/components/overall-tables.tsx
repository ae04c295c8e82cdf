import { Text } from '@mantine/core';
import { EVALUATED_SKILLS, type OverallRow, type ScoreKind, type TrendRow } from '@portico/contract/reports';
import { formatDateTime } from '../../../lib/dates';
import { ReportDataTable } from './report-table';
import { formatValue, scoreName } from './score-value';

const bold = { fontWeight: 600 } as const;
const pct = (value: number | null) => (value === null ? '-' : `${value}%`);

/** A Writing or Speaking row: marked by the teacher, no questions to count. */
export const isTeacherMarked = (r: OverallRow) => r.total === 0 && EVALUATED_SKILLS.includes(r.referenceType);

/** The skills table's value column: a band of the row's own answers, or the latest scaled score. */
export const bandHeading = (kind: ScoreKind) =>
  kind === 'scaled' ? `Latest ${scoreName(kind).toLowerCase()}` : scoreName(kind);

/** What the skills table's value column holds, said under the table (rows show what they say). */
export const bandNote = (kind: ScoreKind): string | null =>
  kind === 'band'
    ? "Listening and Reading: the band of all your correct answers out of all their questions. Writing and Speaking: the average of your teacher's bands."
    : kind === 'scaled'
      ? 'Latest scaled score: from your most recent test of that skill.'
      : null;

/** spec 2 §2 Overall report table: percent correct (rounded), attempts, score, band, topper. */
export function OverallTable({
  title,
  rows,
  kind,
  withBand,
}: {
  title: string;
  rows: OverallRow[];
  kind: ScoreKind;
  withBand: boolean;
}) {
  const showSkill = new Set(rows.map((r) => r.referenceType)).size > 1 && !withBand;
  return (
    <ReportDataTable
      title={title}
      minWidth={520}
      stack
      rows={rows}
      rowKey={(r) => `${r.referenceType} ${r.topicName}`}
      columns={[
        {
          header: withBand ? 'Skill' : 'Question type',
          rowHeader: true,
          style: bold,
          cell: (r) => r.topicName,
        },
        showSkill && { header: 'Skill', cell: (r) => r.referenceType || '-' },
        {
          header: 'Correct',
          cell: (r) =>
            isTeacherMarked(r)
              ? 'Marked by your teacher'
              : `${pct(r.percentCorrect)} (${r.correct} of ${r.total})`,
        },
        { header: 'Attempts', cell: (r) => r.attempts },
        { header: 'Score', cell: (r) => (isTeacherMarked(r) ? '-' : formatValue(r.score)) },
        withBand && kind !== 'raw' && { header: bandHeading(kind), cell: (r) => formatValue(r.band) },
        { header: 'Topper', cell: (r) => pct(r.topperPercent) },
      ]}
    >
      {withBand && bandNote(kind) && (
        <Text size="sm" c="gray.7" mt="sm">
          {bandNote(kind)}
        </Text>
      )}
    </ReportDataTable>
  );
}

/** spec 2 §3 trend analysis: test title, accuracy, attempt, score, band. */
export function TrendTable({ rows }: { rows: TrendRow[] }) {
  const kind = rows.find((r) => r.scoreKind !== 'raw')?.scoreKind ?? 'raw';
  return (
    <ReportDataTable
      title="Trend Analysis"
      minWidth={560}
      stack
      rows={rows}
      rowKey={(r) => r.studentTestId}
      columns={[
        { header: 'Test', rowHeader: true, style: bold, cell: (r) => r.title },
        { header: 'Taken on', cell: (r) => formatDateTime(r.completedDatetime) },
        { header: 'Accuracy', cell: (r) => `${Math.round(Number(r.accuracy) || 0)}%` },
        { header: 'Attempted', cell: (r) => `${r.attempt} of ${r.totalQuestions}` },
        { header: 'Score', cell: (r) => formatValue(r.score) },
        kind !== 'raw' && { header: scoreName(kind), cell: (r) => formatValue(r.band) },
      ]}
    />
  );
}
