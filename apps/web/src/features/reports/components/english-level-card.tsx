import { Badge, Group, Table, Text } from '@mantine/core';
import {
  type EnglishLevelResult,
  englishLevelName,
  englishRecommendations,
} from '@portico/contract/assessment-report';
import { countOf } from '../../../lib/plural';
import { ReportCard } from './report-section';

/** Points of the level check: two decimals at most (2 x correct - 0.67 x incorrect). */
export const formatLevelScore = (score: number) => String(Math.round(score * 100) / 100);

/** The months of study a level needs before the exam, as the recommendation table says. */
export const studyTime = (months: number) => countOf(months, 'month');

/**
 * The 'Test Your English' result (SCORING.md English level): the points, the level, and the
 * recommendation table with the student's own row marked.
 */
export function EnglishLevelCard({ result }: { result: EnglishLevelResult }) {
  return (
    <ReportCard title="Your English level">
      <Group gap="md" align="baseline" wrap="wrap">
        <Text fz={32} fw={700} lh={1.1} data-testid="english-level">
          {englishLevelName(result.level)}
        </Text>
        <Text c="gray.7">{formatLevelScore(result.score)} points</Text>
      </Group>
      <Text>
        We recommend about <strong>{studyTime(result.months)}</strong> of study before you take your exam.
        Points are 2 for each right answer, less 0.67 for each wrong one; a skipped question costs nothing.
      </Text>
      <Table withTableBorder verticalSpacing="xs" aria-label="Recommended study time by level">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Level</Table.Th>
            <Table.Th scope="col">Score</Table.Th>
            <Table.Th scope="col">Study time</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {englishRecommendations.map((row) => {
            const mine = row.level === result.level;
            return (
              <Table.Tr key={row.level} aria-current={mine ? 'true' : undefined} fw={mine ? 700 : undefined}>
                <Table.Th scope="row">
                  <Group gap="xs" wrap="nowrap">
                    {englishLevelName(row.level)}
                    {mine && (
                      <Badge size="sm" variant="light">
                        You
                      </Badge>
                    )}
                  </Group>
                </Table.Th>
                <Table.Td>{row.scores}</Table.Td>
                <Table.Td>{studyTime(row.months)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ReportCard>
  );
}
