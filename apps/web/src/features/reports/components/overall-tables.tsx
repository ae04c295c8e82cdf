import { Paper, Table, Text, Title } from '@mantine/core';
import { EVALUATED_SKILLS, type OverallRow, type ScoreKind, type TrendRow } from '@portico/contract/reports';
import { useId } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { formatValue, scoreName } from './score-value';
import stacked from './stacked-table.module.css';
import { TableRegion } from './table-region';

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
  const headingId = useId();
  const showSkill = new Set(rows.map((r) => r.referenceType)).size > 1 && !withBand;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} id={headingId} fz="lg" mb="sm">
        {title}
      </Title>
      <TableRegion labelledBy={headingId} minWidth={520} stack>
        <Table fz="sm" verticalSpacing={6} striped className={stacked.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{withBand ? 'Skill' : 'Question type'}</Table.Th>
              {showSkill && <Table.Th scope="col">Skill</Table.Th>}
              <Table.Th scope="col">Correct</Table.Th>
              <Table.Th scope="col">Attempts</Table.Th>
              <Table.Th scope="col">Score</Table.Th>
              {withBand && kind !== 'raw' && <Table.Th scope="col">{bandHeading(kind)}</Table.Th>}
              <Table.Th scope="col">Topper</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.referenceType} ${r.topicName}`}>
                <Table.Th scope="row" fw={600} data-label={withBand ? 'Skill' : 'Question type'}>
                  {r.topicName}
                </Table.Th>
                {showSkill && <Table.Td data-label="Skill">{r.referenceType || '-'}</Table.Td>}
                <Table.Td data-label="Correct">
                  {isTeacherMarked(r)
                    ? 'Marked by your teacher'
                    : `${pct(r.percentCorrect)} (${r.correct} of ${r.total})`}
                </Table.Td>
                <Table.Td data-label="Attempts">{r.attempts}</Table.Td>
                <Table.Td data-label="Score">{isTeacherMarked(r) ? '-' : formatValue(r.score)}</Table.Td>
                {withBand && kind !== 'raw' && (
                  <Table.Td data-label={bandHeading(kind)}>{formatValue(r.band)}</Table.Td>
                )}
                <Table.Td data-label="Topper">{pct(r.topperPercent)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableRegion>
      {withBand && bandNote(kind) && (
        <Text size="sm" c="gray.7" mt="sm">
          {bandNote(kind)}
        </Text>
      )}
    </Paper>
  );
}

/** spec 2 §3 trend analysis: test title, accuracy, attempt, score, band. */
export function TrendTable({ rows }: { rows: TrendRow[] }) {
  const headingId = useId();
  const kind = rows.find((r) => r.scoreKind !== 'raw')?.scoreKind ?? 'raw';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} id={headingId} fz="lg" mb="sm">
        Trend Analysis
      </Title>
      <TableRegion labelledBy={headingId} minWidth={560} stack>
        <Table fz="sm" verticalSpacing={6} striped className={stacked.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Test</Table.Th>
              <Table.Th scope="col">Taken on</Table.Th>
              <Table.Th scope="col">Accuracy</Table.Th>
              <Table.Th scope="col">Attempted</Table.Th>
              <Table.Th scope="col">Score</Table.Th>
              {kind !== 'raw' && <Table.Th scope="col">{scoreName(kind)}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.studentTestId}>
                <Table.Th scope="row" fw={600} data-label="Test">
                  {r.title}
                </Table.Th>
                <Table.Td data-label="Taken on">{formatDateTime(r.completedDatetime)}</Table.Td>
                <Table.Td data-label="Accuracy">{`${Math.round(Number(r.accuracy) || 0)}%`}</Table.Td>
                <Table.Td data-label="Attempted">
                  {r.attempt} of {r.totalQuestions}
                </Table.Td>
                <Table.Td data-label="Score">{formatValue(r.score)}</Table.Td>
                {kind !== 'raw' && <Table.Td data-label={scoreName(kind)}>{formatValue(r.band)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableRegion>
    </Paper>
  );
}
