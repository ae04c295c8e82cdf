import { Table, Text, Title } from '@mantine/core';
import type { ScoreKind, SkillReport } from '@portico/contract/reports';
import type { ScoreExam } from '@portico/contract/score-meaning';
import { useId } from 'react';
import { ReportSection } from './report-section';
import { examValueName, formatOnScale, valueOnScale } from './score-value';

/**
 * spec 2 §2 toppers report card: this section against the company's best attempt of the same test.
 * Hidden for Writing and Speaking (the caller leaves it out).
 */
export function ToppersCard({
  section,
  kind,
  exam = null,
  values,
}: {
  section: SkillReport;
  kind: ScoreKind;
  exam?: ScoreExam | null;
  /**
   * The values to compare when the section is the whole test (Duolingo's one section): the exam
   * reports the attempt's overall, not a section score, so the section's own is empty.
   */
  values?: { you: number | null; topper: number | null };
}) {
  const headingId = useId();
  const topper = section.toppersReport;
  const rows: [string, string, string][] = topper
    ? [
        [
          examValueName(exam, kind),
          formatOnScale(exam, values ? values.you : valueOnScale(kind, section)),
          formatOnScale(exam, values ? values.topper : valueOnScale(kind, topper)),
        ],
        ['Correct', String(section.report.correctAnswer), String(topper.correctAnswer)],
        ['Incorrect', String(section.report.inCorrectAnswer), String(topper.inCorrectAnswer)],
        ['Skipped', String(section.report.skippedAnswer), String(topper.skippedAnswer)],
      ]
    : [];
  return (
    <ReportSection headingId={headingId}>
      <Title order={2} id={headingId} fz="lg" mb="sm">
        Toppers Report
      </Title>
      {topper ? (
        <Table fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <span className="visually-hidden">Measure</span>
              </Table.Th>
              <Table.Th scope="col">You</Table.Th>
              <Table.Th scope="col">Topper</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([label, you, them]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={500}>
                  {label}
                </Table.Th>
                <Table.Td>{you}</Table.Td>
                <Table.Td>{them}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">-</Text>
      )}
    </ReportSection>
  );
}
