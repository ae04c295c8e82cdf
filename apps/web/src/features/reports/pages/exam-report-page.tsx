import { Box, Button, Group, Stack, Title } from '@mantine/core';
import { isAwaitingAssessment } from '@portico/contract/answers';
import type { ExamReportData } from '@portico/contract/assessment-report';
import { celpipLevelLabel } from '@portico/contract/exam-scores';
import { useId } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PredictionCard } from '../../prediction/public';
import { useExamReport } from '../api/reports';
import { AdaptiveResult } from '../components/adaptive-result';
import { DuolingoSubscores } from '../components/duolingo-subscores';
import { EssayNote } from '../components/essay-note';
import { ExamQuestionsTable } from '../components/exam-questions-table';
import { ExamScoreRing } from '../components/exam-score-ring';
import { InstantFeedbackSection } from '../components/instant-feedback-section';
import { formatDuration } from '../components/report-format';
import { BackButton, ReportFrame, ReportHeading } from '../components/report-frame';
import { examReportScores } from '../components/report-scores';
import { CountTiles, ReportSection } from '../components/report-section';
import { ReportDataTable } from '../components/report-table';
import { ScoreMeaning } from '../components/score-meaning';
import { formatValue } from '../components/score-value';

/** spec 3 §2: CELPIP's questions are grouped by section in this order. */
const CELPIP_ORDER = ['Listening', 'Reading', 'Writing', 'Speaking'];
const rank = (ref: string) => (CELPIP_ORDER.includes(ref) ? CELPIP_ORDER.indexOf(ref) : CELPIP_ORDER.length);

/** spec 3 §2 Duolingo and CELPIP reports (/duolingo-report/:id, /celpip-report/:id). */
export function ExamReportPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const report = useExamReport(id);
  return (
    <ReportFrame report={report} onBack={() => navigate(-1)}>
      {(data) => <ExamReport data={data} onBack={() => navigate(-1)} />}
    </ReportFrame>
  );
}

function ExamReport({ data, onBack }: { data: ExamReportData; onBack: () => void }) {
  const { test, studentTest } = data;
  // The route names the exam, the attempt decides it: an IELTS attempt opened at
  // /celpip-report/… is not drawn as Duolingo; it goes to its own report, a CELPIP one at
  // /duolingo-report/… to CELPIP's.
  const own = test.testTemplate === 'celpip' || test.testTemplate === 'duolingo' ? test.testTemplate : null;
  const here = useLocation().pathname.split('/')[1];
  if (!own) return <Navigate to={`/report/${studentTest.id}`} replace />;
  if (here !== `${own}-report`) return <Navigate to={`/${own}-report/${studentTest.id}`} replace />;
  return <OwnExamReport data={data} onBack={onBack} />;
}

function OwnExamReport({ data, onBack }: { data: ExamReportData; onBack: () => void }) {
  const { test, studentTest, testJson, studentTestItems } = data;
  const celpip = test.testTemplate === 'celpip';
  const exam = celpip ? 'celpip' : 'duolingo';
  const answers = new Map(studentTestItems.map((a) => [a.itemId, a]));
  const awaiting = testJson.SectionResponse.some((s) =>
    s.ItemResponse.some((item) => isAwaitingAssessment(item, answers.get(item.ItemID))),
  );
  const sectionRows = celpip
    ? [...studentTest.sectionWiseReport].sort((a, b) => rank(a.referenceType) - rank(b.referenceType))
    : studentTest.sectionWiseReport;

  return (
    <Stack gap="lg">
      <ReportHeading title={test.component.title || testJson.Name} takenOn={studentTest.createdDateTime}>
        {!studentTest.isDisableReview && (
          <Button component={Link} to={`/assessment/${studentTest.id}?review=1`} variant="light">
            Review
          </Button>
        )}
        <BackButton onClick={onBack} />
      </ReportHeading>

      <ExamScores data={data} celpip={celpip} sectionRows={sectionRows} />
      {awaiting && <EssayNote />}
      <ScoreMeaning exam={exam} scores={examReportScores(data, exam)} />
      {studentTest.courseId && <PredictionCard courseId={studentTest.courseId} />}

      {celpip && <CelpipSections rows={sectionRows} />}

      <ExamQuestions data={data} celpip={celpip} />

      <InstantFeedbackSection
        studentTestId={studentTest.id}
        items={testJson.SectionResponse.flatMap((s) => s.ItemResponse)}
      />
    </Stack>
  );
}

type SectionRow = ExamReportData['studentTest']['sectionWiseReport'][number];

/** The score: CELPIP's level per skill (M, 3–12) or Duolingo's overall (10–160) and subscores, and the counts. */
function ExamScores({
  data,
  celpip,
  sectionRows,
}: {
  data: ExamReportData;
  celpip: boolean;
  sectionRows: SectionRow[];
}) {
  const { studentTest } = data;
  const countsId = useId();
  const r = studentTest.report;
  const counts: [string, number][] = [
    ['Total Questions', r.totalQuestions],
    ['Attempted', r.questionsAttempted],
    ['Correct', r.correctAnswer],
    ['Incorrect', r.inCorrectAnswer],
    ['Skipped', r.skippedAnswer],
  ];
  return (
    <ReportSection headingId={countsId}>
      <Title order={2} id={countsId} fz="lg" mb="md">
        {celpip ? 'Your CELPIP levels' : 'Your score'}
      </Title>
      <Group gap="xl" wrap="wrap" justify="center" mb="md">
        {celpip ? (
          sectionRows.map((s) => (
            <ExamScoreRing
              key={s.id}
              label={s.title}
              value={s.band}
              shown={s.band === null ? '-' : celpipLevelLabel(s.band)}
              min={0}
              max={12}
              range="M, 3–12"
              size={88}
            />
          ))
        ) : (
          <ExamScoreRing label="Overall" value={studentTest.score} min={10} max={160} />
        )}
      </Group>
      {!celpip && studentTest.examScores && (
        <Box mb="md">
          <DuolingoSubscores scores={studentTest.examScores} />
        </Box>
      )}
      {sectionRows.map((s) => s.cat && <AdaptiveResult key={s.id} title={s.title} result={s.cat} />)}
      <CountTiles cells={counts} cols={{ base: 2, sm: 5 }} />
    </ReportSection>
  );
}

/** CELPIP's section-wise analysis: each skill's level, score, questions and time. */
function CelpipSections({ rows: sectionRows }: { rows: SectionRow[] }) {
  return (
    <ReportDataTable
      title="Section-wise analysis"
      minWidth={480}
      rows={sectionRows}
      rowKey={(s) => s.id}
      columns={[
        { header: 'Name', cell: (s) => s.title },
        { header: 'Level', cell: (s) => (s.band === null ? '-' : celpipLevelLabel(s.band)) },
        { header: 'Score', cell: (s) => formatValue(s.score) },
        { header: 'Questions', cell: (s) => s.totalQuestions },
        { header: 'Time Taken', cell: (s) => formatDuration(s.timeTaken) },
      ]}
    />
  );
}

/** The questions: CELPIP's by skill, numbered on across them; Duolingo's in one table. */
function ExamQuestions({ data, celpip }: { data: ExamReportData; celpip: boolean }) {
  const { testJson, studentTestItems } = data;
  if (!celpip)
    return <ExamQuestionsTable title="Questions" testJson={testJson} studentTestItems={studentTestItems} />;
  const sections = [...testJson.SectionResponse].sort(
    (a, b) => rank(a.ReferenceType) - rank(b.ReferenceType),
  );
  let numbered = 0;
  return sections.map((section) => {
    const first = numbered + 1;
    numbered += section.ItemResponse.length;
    return (
      <ExamQuestionsTable
        key={section.QuestionPaperSectionID}
        title={section.SectionTitle}
        testJson={{ ...testJson, SectionResponse: [section] }}
        studentTestItems={studentTestItems}
        firstNumber={first}
      />
    );
  });
}
