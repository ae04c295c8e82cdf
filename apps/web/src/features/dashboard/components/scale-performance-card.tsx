import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { celpipLevelLabel } from '@portico/contract/exam-scores';
import type { StudentTestReportData } from '@portico/contract/reports';
import { examOf } from '@portico/contract/score-gap';
import { type ExamMeasure, examScoring, type ScoreExam } from '@portico/contract/score-meaning';
import { reportScores, useLatestReport } from '../../reports/public';
import { TEXTS } from '../texts';

/** The exams whose card shows the exam's own scale rather than IELTS bands. */
export type ScaleExam = Exclude<ScoreExam, 'ielts'>;

/** Whether a measure of the report waits for the teacher (no score until it is marked). */
function awaitingMeasure(report: StudentTestReportData, name: string): boolean {
  const subscore = report.examScores?.subscores.find((s) => s.name === name);
  if (subscore) return subscore.score === null && subscore.awaiting > 0;
  const section = report.sections.find((s) => (s.referenceType || s.title) === name);
  return Boolean(section?.isEvaluated && section.scaledScore === null);
}

const scoreText = (exam: ScaleExam, score: number) =>
  exam === 'celpip' ? celpipLevelLabel(score) : String(score);

/**
 * PTE, CELPIP, Duolingo, SAT and GRE students read their performance on the exam's own
 * scale (PTE 10-90, CELPIP levels, Duolingo 10-160, SAT 200-800 and 400-1600), from the newest test
 * they took, as its report shows it; not a per cent of questions answered correctly.
 */
export function ScalePerformanceCard({
  exam,
  report,
}: {
  exam: ScaleExam;
  report: StudentTestReportData | null;
}) {
  const scoring = examScoring[exam];
  const scores = report ? reportScores(report, examOf(report.testTemplate, report.examFamily) ?? exam) : {};
  const measures = scoring.measures.filter((m) => scores[m.name] !== undefined);
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Stack gap="md">
        <Title order={2} size="h4">
          {TEXTS.performance}
        </Title>
        {!report || measures.length === 0 ? (
          <Text c="dimmed">{TEXTS.performanceEmpty}</Text>
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {TEXTS.scaleNote(report.title, scoring.label)}
            </Text>
            {measures.map((m) => (
              <MeasureBar
                key={m.name}
                exam={exam}
                measure={m}
                score={scores[m.name] ?? null}
                awaiting={awaitingMeasure(report, m.name)}
              />
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function MeasureBar({
  exam,
  measure,
  score,
  awaiting,
}: {
  exam: ScaleExam;
  measure: ExamMeasure;
  score: number | null;
  awaiting: boolean;
}) {
  const range = `${measure.min}–${measure.max}`;
  const label = score !== null ? scoreText(exam, score) : awaiting ? TEXTS.awaiting : '-';
  const value =
    score === null
      ? 0
      : Math.min(100, Math.max(0, ((score - measure.min) / (measure.max - measure.min)) * 100));
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {measure.name}
        </Text>
        <Text size="sm">
          <Text span fw={700}>
            {label}
          </Text>
          {score !== null && (
            <Text span c="gray.7" size="xs">
              {' '}
              ({range})
            </Text>
          )}
        </Text>
      </Group>
      <Progress
        value={value}
        color={score === null ? 'gray' : 'blue'}
        size="md"
        radius="xl"
        aria-label={`${measure.name}: ${label}${score !== null ? ` of ${range}` : ''}`}
      />
    </Stack>
  );
}

/** The card for the course's exam: its newest test's report, read once (the meaning card shares it). */
export function LatestScalePerformance({ courseId, exam }: { courseId: string; exam: ScaleExam }) {
  const latest = useLatestReport(courseId);
  if (!latest.isSuccess) return null;
  return <ScalePerformanceCard exam={exam} report={latest.data} />;
}
