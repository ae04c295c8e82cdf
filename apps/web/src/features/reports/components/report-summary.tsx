import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReportCounts, ScoreKind } from '@portico/contract/reports';
import { useId } from 'react';
import { formatTakenOn } from './report-format';
import { CountTiles, ReportSection } from './report-section';
import { ScoreValue, scoreName } from './score-value';

interface ReportSummaryProps {
  heading: string;
  completed: string;
  kind: ScoreKind;
  value: number | null;
  counts: ReportCounts;
  /** Teacher-marked skills not marked yet, which the value waits for. */
  awaiting: string[];
  /** The value's name when not the scale's ('Verbal + Quant (not an ETS score)'). */
  valueName?: string;
  /** How the value reads on its exam's scale (GRE's NS, CELPIP's M). */
  text?: string;
  /** What the value is called in a sentence ('scaled score', CELPIP's 'level'). */
  noun?: string;
  /** The exam reports no value here (CELPIP's overall): this line says so instead of a value. */
  noValue?: string;
}

/** spec 2 §2 Test Report summary: 'Test Taken on', band, total, correct, incorrect, skipped. */
export function ReportSummary({
  heading,
  completed,
  kind,
  value,
  counts,
  awaiting,
  valueName = scoreName(kind),
  text,
  noun = scoreName(kind).toLowerCase(),
  noValue,
}: ReportSummaryProps) {
  const headingId = useId();
  const cells: [string, number][] = [
    ['Total', counts.totalQuestions],
    ['Correct', counts.correctAnswer],
    ['Incorrect', counts.inCorrectAnswer],
    ['Skipped', counts.skippedAnswer],
  ];
  // Essays and recordings the teacher has not marked yet are none of the three: named, so the counts
  // add up to the total (an IELTS mock read 'Total 88' beside 80 + 0 + 6).
  const waiting =
    counts.totalQuestions - counts.correctAnswer - counts.inCorrectAnswer - counts.skippedAnswer;
  if (waiting > 0) cells.push(['Awaiting evaluation', waiting]);
  return (
    <ReportSection headingId={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="md">
          <Stack gap={2}>
            <Title order={2} id={headingId} fz="lg">
              {heading}
            </Title>
            <Text c="gray.7" size="sm">
              Test Taken on {formatTakenOn(completed)}
            </Text>
          </Stack>
          {!noValue && (
            <Group gap="sm" wrap="nowrap">
              <ScoreValue kind={kind} value={value} text={text} label={`${heading} ${noun}`} />
              <Text fw={600}>{valueName}</Text>
            </Group>
          )}
        </Group>
        {noValue && (
          <Text size="sm" c="gray.7">
            {noValue}
          </Text>
        )}
        {!noValue && awaiting.length > 0 && (
          <Text size="sm" c="gray.7">
            {awaiting.length === 1 && awaiting[0] === heading
              ? `Your teacher marks this section: its ${noun} shows here once it has been evaluated.`
              : `${awaiting.join(' and ')} ${awaiting.length > 1 ? 'are' : 'is'} marked by your teacher: the ${heading.toLowerCase()} ${noun} shows here once evaluated.`}
          </Text>
        )}
        <CountTiles cells={cells} cols={{ base: 2, sm: cells.length }} />
      </Stack>
    </ReportSection>
  );
}
