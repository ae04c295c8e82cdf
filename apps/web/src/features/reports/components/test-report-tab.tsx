import { Box, Skeleton, Stack } from '@mantine/core';
import { celpipLevelLabel, NO_SCORE } from '@portico/contract/exam-scores';
import type { SkillReport, StudentTestReportData } from '@portico/contract/reports';
import { Leaderboard } from '../../../components/leaderboard/leaderboard';
import { usePastPerformance, useTestwiseAnalysis, useTopicChart } from '../api/reports';
import { PastPerformanceChart } from './past-performance-chart';
import { PractiseNext } from './practise-next';
import { QuestionTypeChart } from './question-type-chart';
import { QuestionWiseReport } from './question-wise-report';
import { ReportSummary } from './report-summary';
import { valueOnScale } from './score-value';
import { ToppersCard } from './toppers-card';

/** 'Overall': every skill of the attempt together. */
export const OVERALL = 'Overall';

function Busy({ label, height = 160 }: { label: string; height?: number }) {
  return (
    <Box aria-busy="true" aria-label={label}>
      <Skeleton height={height} radius="md" />
    </Box>
  );
}

interface TestReportTabProps {
  report: StudentTestReportData;
  /** The chosen skill, or null for the overall view. */
  section: SkillReport | null;
  courseId: string | null;
}

/**
 * spec 2 §2 Test Report tab: the summary, the question-type chart (objective skills), what to
 * practise next, the question-wise report, past performance, the toppers card (hidden for Writing
 * and Speaking) and the leaderboard.
 */
export function TestReportTab({ report, section, courseId }: TestReportTabProps) {
  const kind = report.scoreKind;
  const topics = useTopicChart(courseId, report.studentTestId);
  const courseTopics = useTopicChart(courseId, null);
  const past = usePastPerformance(courseId, report.studentTestId);
  const questions = useTestwiseAnalysis(courseId, section ? report.studentTestId : undefined);
  const objective = section ? !section.isEvaluated : report.sections.some((s) => !s.isEvaluated);
  const referenceType = section?.referenceType ?? OVERALL;
  const value = section ? valueOnScale(kind, section) : report.overall.value;
  // Decision 040: GRE's NS and its labelled V + Q, CELPIP's M.
  const gre = report.testTemplate.startsWith('gre');
  const text = section?.noScore
    ? NO_SCORE
    : report.testTemplate === 'celpip' && value !== null
      ? celpipLevelLabel(value)
      : undefined;
  const topicRows = (topics.data?.you ?? []).filter(
    (r) => !section || r.referenceType === section.referenceType,
  );

  return (
    <Stack gap="lg">
      <ReportSummary
        heading={section?.title ?? OVERALL}
        completed={report.completedDatetime}
        kind={kind}
        value={value}
        counts={section?.report ?? report.overall.report}
        text={text}
        valueName={gre && !section ? 'Verbal + Quant (not an ETS score)' : undefined}
        awaiting={
          value !== null
            ? []
            : (section ? [section] : report.sections)
                .filter((s) => s.isEvaluated && valueOnScale(kind, s) === null)
                .map((s) => s.title)
        }
      />
      {objective &&
        (topics.isPending ? (
          <Busy label="Loading the question types" />
        ) : (
          <QuestionTypeChart rows={topicRows} />
        ))}
      {objective && courseTopics.data && <PractiseNext rows={courseTopics.data.you} />}
      {/* The question-wise report of the chosen section (the overall view would list every question). */}
      {section &&
        (questions.isPending && courseId ? (
          <Busy label="Loading the questions" />
        ) : (
          questions.data &&
          !questions.data.studentTestData.isEnableSolutionTab && (
            <QuestionWiseReport data={questions.data} referenceType={section.referenceType} />
          )
        ))}
      {past.isPending ? (
        <Busy label="Loading past performance" />
      ) : (
        past.data && <PastPerformanceChart data={past.data} referenceType={referenceType} />
      )}
      {section && !section.isEvaluated && <ToppersCard section={section} kind={kind} />}
      {report.learningModuleId && <Leaderboard courseId={courseId} moduleId={report.learningModuleId} />}
    </Stack>
  );
}
