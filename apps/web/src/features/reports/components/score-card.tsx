import { Group, Stack, Text, Title } from '@mantine/core';
import type { TestReport } from '@portico/contract/assessment-report';
import { useId } from 'react';
import { BandCircle } from './band-circle';
import { formatAccuracy, formatScore } from './report-format';
import { CountTiles, ReportSection } from './report-section';

interface ScoreCardProps {
  score: number;
  report: TestReport;
  /** IELTS: the overall band in the round indicator. */
  showBand: boolean;
  /** 'Raw score' where the exam's own scaled scores follow (GRE, SAT, PTE). */
  label?: string;
  /**
   * What the server divided the points by (decision 046): the test's divisor on an IELTS test of all
   * four skills, else 1 (the score is the points earned).
   */
  divisor?: number;
}

/**
 * spec 3 §2 default layout: the score and the counts (SCORING.md accuracy). The score never
 * contradicts the counts beside it (issue 37 §2): it is the points the sections earned, or, where
 * the test averages its four skills, that average with the points it comes from.
 */
export function ScoreCard({ score, report, showBand, label = 'Score', divisor = 1 }: ScoreCardProps) {
  const headingId = useId();
  const points = report.sections.length > 0 ? report.sections.reduce((sum, s) => sum + s.score, 0) : score;
  const averaged = divisor > 1 && formatScore(points) !== formatScore(score);
  const counts: [string, string][] = [
    ['Total Questions', String(report.totalQuestions)],
    ['Attempted', String(report.questionsAttempted)],
    ['Correct', String(report.correctAnswer)],
    ['Incorrect', String(report.inCorrectAnswer)],
    ['Skipped', String(report.skippedAnswer)],
    ['Accuracy', formatAccuracy(report.accuracy, report.correctAnswer, report.questionsAttempted)],
  ];
  return (
    <ReportSection headingId={headingId}>
      <Stack gap="lg">
        <Group gap="xl" wrap="wrap" align="center">
          <Stack gap={0}>
            <Title order={2} id={headingId} fz="sm" fw={600} c="gray.7" tt="uppercase">
              {label}
            </Title>
            <Text fz={40} fw={700} lh={1.1}>
              {formatScore(averaged ? score : points)}
            </Text>
            {averaged && (
              <Text size="sm" c="gray.7">
                {`${formatScore(points)} ${points === 1 ? 'point' : 'points'} earned, divided by ${divisor} to average the four skills`}
              </Text>
            )}
          </Stack>
          {showBand && (
            <Group gap="sm" wrap="nowrap">
              <BandCircle band={report.band} size={72} label="Overall band" />
              <Text fw={600}>Overall band</Text>
            </Group>
          )}
        </Group>
        <CountTiles cells={counts} cols={{ base: 2, xs: 3, md: 6 }} />
      </Stack>
    </ReportSection>
  );
}
