import { Box, Paper, Skeleton, Stack } from '@mantine/core';
import { celpipLevelLabel, NO_SCORE } from '@portico/contract/exam-scores';
import type { PastPerformanceData, SkillReport, StudentTestReportData } from '@portico/contract/reports';
import { examOf } from '@portico/contract/score-gap';
import { usePastPerformance, useTestwiseAnalysis, useTopicChart } from '../api/reports';
import { DuolingoSubscores } from './duolingo-subscores';
import { Leaderboard } from './leaderboard';
import { PastPerformanceChart } from './past-performance-chart';
import { PractiseNext } from './practise-next';
import { QuestionTypeChart } from './question-type-chart';
import { QuestionWiseReport } from './question-wise-report';
import { ReportSummary } from './report-summary';
import { examValueName, scaleRange, valueOnScale } from './score-value';
import { ToppersCard } from './toppers-card';

/** 'Overall': every skill of the attempt together. */
export const OVERALL = 'Overall';

/** CELPIP reports a level per skill and no overall (decision 040). */
export const CELPIP_NO_OVERALL =
  'CELPIP gives a level for each skill and no overall level: choose a skill above to see it.';

/** The topper's overall on this test, as Past Performance reads it (null when it has none). */
const overallTopper = (past: PastPerformanceData | undefined, studentTestId: string) =>
  past?.rows.find((r) => r.studentTestId === studentTestId)?.points.find((p) => p.referenceType === OVERALL)
    ?.topper ?? null;

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
  const topics = useTopicChart(courseId, report.studentTestId);
  const courseTopics = useTopicChart(courseId, null);
  const past = usePastPerformance(courseId, report.studentTestId);
  const questions = useTestwiseAnalysis(courseId, section ? report.studentTestId : undefined);
  const objective = section ? !section.isEvaluated : report.sections.some((s) => !s.isEvaluated);
  const referenceType = section?.referenceType ?? OVERALL;
  const kind = report.scoreKind;
  const exam = examOf(report.testTemplate, report.examFamily);
  const topicRows = (topics.data?.you ?? []).filter(
    (r) => !section || r.referenceType === section.referenceType,
  );

  return (
    <Stack gap="lg">
      <AttemptSummary report={report} section={section} />
      {report.examScores?.exam === 'duolingo' && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <DuolingoSubscores scores={report.examScores} />
        </Paper>
      )}
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
        past.data && <PastPerformanceChart data={past.data} referenceType={referenceType} exam={exam} />
      )}
      {section && !section.isEvaluated && (
        <ToppersCard
          section={section}
          kind={kind}
          exam={exam}
          values={
            section.referenceType === OVERALL
              ? { you: report.overall.value, topper: overallTopper(past.data, report.studentTestId) }
              : undefined
          }
        />
      )}
      {report.learningModuleId && <Leaderboard courseId={courseId} moduleId={report.learningModuleId} />}
    </Stack>
  );
}

/** The attempt's (or the chosen section's) value on its exam's scale, with its counts (decision 040). */
function AttemptSummary({ report, section }: Pick<TestReportTabProps, 'report' | 'section'>) {
  const kind = report.scoreKind;
  // A section that is the whole test (Duolingo's one section) reads the attempt's overall: the exam
  // reports no section score (decision 040).
  const value =
    section && section.referenceType !== OVERALL ? valueOnScale(kind, section) : report.overall.value;
  // Decision 040: GRE's NS and its labelled V + Q, CELPIP's M.
  const exam = examOf(report.testTemplate, report.examFamily);
  const celpip = exam === 'celpip';
  const text = section?.noScore ? NO_SCORE : celpip && value !== null ? celpipLevelLabel(value) : undefined;
  const range = scaleRange(exam, section?.referenceType ?? (exam === 'sat' ? 'Total' : OVERALL));
  const name = examValueName(exam, kind);
  return (
    <ReportSummary
      heading={section?.title ?? OVERALL}
      completed={report.completedDatetime}
      kind={kind}
      value={value}
      counts={section?.report ?? report.overall.report}
      text={text}
      valueName={
        exam === 'gre' && !section ? 'Verbal + Quant (not an ETS score)' : range ? `${name} (${range})` : name
      }
      noun={name.toLowerCase()}
      noValue={celpip && !section ? CELPIP_NO_OVERALL : undefined}
      awaiting={
        value !== null
          ? []
          : (section ? [section] : report.sections)
              .filter((s) => s.isEvaluated && valueOnScale(kind, s) === null)
              .map((s) => s.title)
      }
    />
  );
}
