import { Paper, Table, Title } from '@mantine/core';
import type { SectionReport } from '@portico/contract/assessment-report';
import { useId } from 'react';
import stacked from '../../../components/stacked-table.module.css';
import { TableRegion } from '../../../components/table-region';
import { bandLabel } from '../utils/band';
import { formatAccuracy, formatDuration, formatScore } from './report-format';

interface SectionAnalysisTableProps {
  sections: readonly SectionReport[];
  /** IELTS: a Band column. */
  showBand: boolean;
}

/** spec 3 §2 section-wise analysis: Name, Questions, Time Taken (hh:mm:ss), Score, Band, Accuracy. */
export function SectionAnalysisTable({ sections, showBand }: SectionAnalysisTableProps) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} id={headingId} fz="lg" mb="sm">
        Section-wise analysis
      </Title>
      <TableRegion labelledBy={headingId} minWidth={showBand ? 560 : 480} stack>
        <Table striped highlightOnHover verticalSpacing="sm" className={stacked.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Questions</Table.Th>
              <Table.Th scope="col">Time Taken</Table.Th>
              <Table.Th scope="col">Score</Table.Th>
              {showBand && <Table.Th scope="col">Band</Table.Th>}
              <Table.Th scope="col">Accuracy</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sections.map((section) => (
              <Table.Tr key={section.id}>
                <Table.Th scope="row" fw={600} data-label="Name">
                  {section.title || section.referenceType || '-'}
                </Table.Th>
                <Table.Td data-label="Questions">{section.totalQuestions}</Table.Td>
                <Table.Td data-label="Time Taken">{formatDuration(section.timeTaken)}</Table.Td>
                <Table.Td data-label="Score">{formatScore(section.score)}</Table.Td>
                {showBand && <Table.Td data-label="Band">{bandLabel(section.band)}</Table.Td>}
                <Table.Td data-label="Accuracy">
                  {formatAccuracy(section.accuracy, section.correctAnswer, section.questionsAttempted)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableRegion>
    </Paper>
  );
}
