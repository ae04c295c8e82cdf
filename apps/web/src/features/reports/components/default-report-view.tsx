import { Button, Paper, Stack, Title } from '@mantine/core';
import { isAwaitingAssessment } from '@portico/contract/answers';
import type { DefaultReportData } from '@portico/contract/assessment-report';
import { examProfileOf } from '@portico/contract/exam-profile';
import { examOf } from '@portico/contract/score-gap';
import { Link, useLocation, useNavigate } from 'react-router';
import { HtmlContent } from '../../../components/html-content';
import { StatusAlert } from '../../../components/status-alert';
import { safeRedirect } from '../../../lib/safe-redirect';
import { PredictionCard } from '../../prediction/public';
import { EnglishLevelCard } from './english-level-card';
import { EssayNote } from './essay-note';
import { ExamScoreCard } from './exam-score-card';
import { IeltsBandSummary } from './ielts-band-summary';
import { InstantFeedbackSection } from './instant-feedback-section';
import { QuestionsSummary } from './questions-summary';
import { hasAllFourSkills, isIeltsTest } from './report-format';
import { BackButton, ReportHeading } from './report-frame';
import { defaultReportScores } from './report-scores';
import { ScoreCard } from './score-card';
import { ScoreMeaning } from './score-meaning';
import { SectionAnalysisTable } from './section-analysis-table';

interface DefaultReportViewProps {
  data: DefaultReportData;
  /** The runner's review mode; without it 'Review' opens /assessment/{id}?review=1. */
  onReview?: () => void;
  /** Where 'Back' goes; without it, the page the student came from (rurl or state), else history back. */
  onBack?: () => void;
}

/** spec 3 §9 wording for answers the server kept but did not score. */
export function lateAnswersText(count: number): string {
  return count === 1
    ? '1 answer arrived after the time was up and was not scored.'
    : `${count} answers arrived after the time was up and were not scored.`;
}

/** The teacher's overall comment and recorded feedback on the attempt, when there is any. */
function FacultyFeedback({ comments, audio }: { comments: string | null; audio: string | null }) {
  if (!comments && !audio) return null;
  return (
    <Paper component="section" aria-labelledby="report-feedback" withBorder radius="md" p="md">
      <Title order={2} id="report-feedback" fz="lg" mb="sm">
        Faculty's Feedback
      </Title>
      {comments && <HtmlContent html={comments} />}
      {audio && (
        <audio controls preload="none" src={audio} style={{ maxWidth: '100%' }}>
          <track kind="captions" />
        </audio>
      )}
    </Paper>
  );
}

/** The practice page the report was opened from: `?rurl=` or navigation state `{ from }` / `{ rurl }`. */
function useBack(onBack: (() => void) | undefined): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  if (onBack) return onBack;
  const state = (location.state ?? {}) as { from?: unknown; rurl?: unknown };
  const fromState =
    typeof state.from === 'string' ? state.from : typeof state.rurl === 'string' ? state.rurl : null;
  const target = safeRedirect(new URLSearchParams(location.search).get('rurl')) ?? safeRedirect(fromState);
  return () => {
    if (target) navigate(target);
    // The first entry of this tab (a link opened in a new tab): nothing to go back to.
    else if (location.key === 'default') navigate('/dashboard');
    else navigate(-1);
  };
}

/**
 * spec 3 §2 default test report, default layout: score and counts, the IELTS band summary, the
 * section-wise analysis and the questions summary (hidden when the solution tab is enabled).
 * Rendered by /report/:id and by the runner once the test has ended, each with its own data.
 */
export function DefaultReportView({ data, onReview, onBack }: DefaultReportViewProps) {
  const { test, studentTest, studentTestItems, testJson } = data;
  const { report } = studentTest;
  const ielts = isIeltsTest(test);
  const exam = examOf(test.testTemplate, test.examFamily);
  const back = useBack(onBack);
  const showSummary = !test.isEnableSolutionTab;
  const items = testJson.SectionResponse.flatMap((section) => section.ItemResponse);
  const answers = new Map(studentTestItems.map((answer) => [answer.itemId, answer]));
  const awaiting = items.some((item) => isAwaitingAssessment(item, answers.get(item.ItemID)));
  const reviewTo = `/assessment/${encodeURIComponent(studentTest.id)}?review=1`;
  const scaled = Boolean(data.greReport || data.satDigitalReport || data.pteReport);

  return (
    <Stack gap="lg">
      <ReportHeading title={test.component.title || testJson.Name} takenOn={studentTest.createdDateTime}>
        <BackButton onClick={back} />
        {!studentTest.isDisableReview &&
          (onReview ? (
            <Button onClick={onReview}>Review</Button>
          ) : (
            <Button component={Link} to={reviewTo}>
              Review
            </Button>
          ))}
      </ReportHeading>

      {report.lateAnswers > 0 && <StatusAlert tone="info">{lateAnswersText(report.lateAnswers)}</StatusAlert>}

      {/* An exam with a scale of its own (GRE, SAT, PTE) leads with it; the raw points follow. */}
      {scaled && <ExamScoreCard data={data} />}
      <ScoreCard
        score={studentTest.score}
        report={report}
        showBand={ielts && hasAllFourSkills(report.sections)}
        label={scaled ? 'Raw score' : 'Score'}
        divisor={ielts && hasAllFourSkills(report.sections) ? test.totalScoreDividedBy : 1}
      />
      {!scaled && <ExamScoreCard data={data} />}
      {exam && <ScoreMeaning exam={exam} scores={defaultReportScores(data, exam)} />}
      {exam && studentTest.courseId && <PredictionCard courseId={studentTest.courseId} />}
      {awaiting && !showSummary && <EssayNote />}

      {report.englishLevel && <EnglishLevelCard result={report.englishLevel} />}

      {ielts && <IeltsBandSummary testId={test.id} sections={report.sections} overallBand={report.band} />}

      {report.sections.length > 0 && <SectionAnalysisTable sections={report.sections} showBand={ielts} />}

      <FacultyFeedback comments={studentTest.comments} audio={studentTest.overallAudioFeedBack} />

      <InstantFeedbackSection studentTestId={studentTest.id} items={items} />

      {showSummary && (
        <QuestionsSummary
          testJson={testJson}
          studentTestItems={studentTestItems}
          exam={examProfileOf(test.testTemplate, test.examFamily)}
        />
      )}
    </Stack>
  );
}
