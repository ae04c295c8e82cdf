import { Badge, Group, Text } from '@mantine/core';
import {
  type EnglishLevelResult,
  englishLevelName,
  englishRecommendations,
} from '@portico/contract/assessment-report';
import { DataTable } from '../../../components/data-table';
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
      <DataTable
        withTableBorder
        verticalSpacing="xs"
        aria-label="Recommended study time by level"
        rows={englishRecommendations}
        rowKey={(row) => row.level}
        rowProps={(row) => (row.level === result.level ? { 'aria-current': 'true', fw: 700 } : {})}
        columns={[
          {
            header: 'Level',
            rowHeader: true,
            cell: (row) => (
              <Group gap="xs" wrap="nowrap">
                {englishLevelName(row.level)}
                {row.level === result.level && (
                  <Badge size="sm" variant="light">
                    You
                  </Badge>
                )}
              </Group>
            ),
          },
          { header: 'Score', cell: (row) => row.scores },
          { header: 'Study time', cell: (row) => studyTime(row.months) },
        ]}
      />
    </ReportCard>
  );
}
