import { Group, Loader, NativeSelect, Stack, Tabs } from '@mantine/core';
import { examProfileOf } from '@portico/contract/exam-profile';
import type { StudentTestReportData } from '@portico/contract/reports';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ChoiceButtons } from '../../../components/choice-buttons';
import { formatDate } from '../../../lib/dates';
import { getCourseId } from '../../../lib/session';
import { mockReportPath } from '../../learning/public';
import { PredictionCard } from '../../prediction/public';
import { useReportCards, useStudentTestReport } from '../api/reports';
import { BackButton, ReportFrame, ReportHeading } from '../components/report-frame';
import { ReportScoreMeaning } from '../components/score-meaning';
import { OVERALL, TestReportTab } from '../components/test-report-tab';

// The other tabs load when the student opens one (the queries tab's form, the band table).
const InstantFeedback = lazy(() =>
  import('../components/instant-feedback').then((m) => ({ default: m.InstantFeedback })),
);
const QueriesTab = lazy(() => import('../components/queries-tab').then((m) => ({ default: m.QueriesTab })));
const BandTableTab = lazy(() =>
  import('../components/band-table-tab').then((m) => ({ default: m.BandTableTab })),
);
const RemarksTab = lazy(() => import('../components/remarks-tab').then((m) => ({ default: m.RemarksTab })));
const tabLoading = <Loader size="sm" aria-label="Loading" />;

/**
 * spec 2 §2 report tabs (spec 3 §4: report, queries, knowBands, remark). 'Know your Bands' is IELTS's
 * word: a scaled exam's tab is its 'Score Scale'; Duolingo reports no section score
 * (its overall is the subscores' mean, decision 040) and a raw-score test has no table: no tab.
 */
export function reportTabs(
  report: Pick<StudentTestReportData, 'scoreKind' | 'testTemplate' | 'examFamily' | 'sections'>,
) {
  const exam = examProfileOf(report.testTemplate, report.examFamily);
  const table =
    report.scoreKind === 'band'
      ? [{ value: 'knowBands', label: 'Know your Bands' }]
      : report.scoreKind === 'scaled' && exam !== 'duolingo'
        ? [{ value: 'knowBands', label: 'Score Scale' }]
        : [];
  return [
    { value: 'report', label: 'Test Report' },
    // issue 41: the written and spoken answers' instant feedback.
    ...(report.sections.some((s) => /writing|speaking/i.test(s.referenceType))
      ? [{ value: 'feedback', label: 'Instant feedback' }]
      : []),
    { value: 'queries', label: 'Queries' },
    ...table,
    { value: 'remark', label: 'Remarks' },
  ];
}

/** spec 2 §2 Mock report screen (/ielts-mockreport/:id, /sat-mockreport/:id…, the id being the attempt). */
export function MockReportPage() {
  const { id } = useParams();
  const report = useStudentTestReport(id);
  const navigate = useNavigate();
  return (
    <ReportFrame report={report} onBack={() => navigate('/mockreport')}>
      {(data) => <MockReport key={data.studentTestId} report={data} />}
    </ReportFrame>
  );
}

function MockReport({ report }: { report: StudentTestReportData }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const courseId = report.courseId ?? getCourseId();
  const state = (location.state ?? {}) as { testName?: unknown };
  const title = typeof state.testName === 'string' && state.testName ? state.testName : report.title;

  // Section buttons by referenceType (spec 2 §2), 'Overall' first when there are several skills.
  const names = [...(report.sections.length > 1 ? [OVERALL] : []), ...report.sections.map((s) => s.title)];
  const chosen = names.includes(params.get('section') ?? '') ? (params.get('section') as string) : names[0];
  const section = report.sections.find((s) => s.title === chosen) ?? null;
  const tab = reportTabs(report).some((t) => t.value === params.get('tab'))
    ? (params.get('tab') as string)
    : 'report';
  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        p.set(key, value);
        return p;
      },
      { replace: true, state: location.state },
    );
  // The attempt decides the address: a SAT report opened at /ielts-mockreport/… moves.
  const own = mockReportPath(report, report.studentTestId);
  if (location.pathname !== own)
    return <Navigate to={`${own}${location.search}`} replace state={location.state} />;

  return (
    <Stack gap="lg">
      <ReportHeading title={title} subtitle="Mock report">
        <BackButton onClick={() => navigate('/mockreport')}>All mock reports</BackButton>
      </ReportHeading>

      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        {/* spec 2 §2: a button per section, 'Overall' first; the chosen one pressed. */}
        {names.length > 1 && (
          <ChoiceButtons
            label="Sections"
            choices={names}
            chosen={chosen}
            onChoose={(name) => set('section', name)}
          />
        )}
        <MockPicker report={report} title={title} courseId={courseId} />
      </Group>

      <MockTabs
        report={report}
        section={section}
        courseId={courseId}
        tab={tab}
        onTab={(value) => set('tab', value)}
      />
    </Stack>
  );
}

/**
 * The student's other mocks, to open one (shown when there are several). While the list loads it
 * shows this test alone, so the tabs below do not move when it arrives. The phone's own picker (a
 * native select): Mantine's Select would bring its popover and floating-ui to every report.
 */
function MockPicker({
  report,
  title,
  courseId,
}: {
  report: StudentTestReportData;
  title: string;
  courseId: string | null;
}) {
  const navigate = useNavigate();
  const cards = useReportCards(courseId, '1');
  const mocks = (cards.data ?? []).map((c) => ({
    value: c.studentTestId,
    label: `${c.title} (${formatDate(c.completedDatetime)})`,
  }));
  if (!cards.isPending && mocks.length < 2) return null;
  const loading = [
    { value: report.studentTestId, label: `${title} (${formatDate(report.completedDatetime)})` },
  ];
  const open = (id: string) => {
    const card = cards.data?.find((c) => c.studentTestId === id);
    navigate(mockReportPath(card ?? report, id));
  };
  return (
    <NativeSelect
      label="Mock test"
      data={cards.isPending ? loading : mocks}
      value={report.studentTestId}
      onChange={(event) => open(event.currentTarget.value)}
      w={{ base: '100%', xs: 320 }}
    />
  );
}

/** The report's tabs: the report itself, queries, the band table and the teacher's remarks. */
function MockTabs({
  report,
  section,
  courseId,
  tab,
  onTab,
}: {
  report: StudentTestReportData;
  section: StudentTestReportData['sections'][number] | null;
  courseId: string | null;
  tab: string;
  onTab: (value: string) => void;
}) {
  const tabs = reportTabs(report);
  return (
    <Tabs value={tab} onChange={(value) => value && onTab(value)} keepMounted={false}>
      <Tabs.List mb="lg">
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="report">
        <ReportScoreMeaning report={report} />
        {report.courseId && <PredictionCard courseId={report.courseId} mb="lg" />}
        <TestReportTab report={report} section={section} courseId={courseId} />
      </Tabs.Panel>
      <Tabs.Panel value="feedback">
        <Suspense fallback={tabLoading}>
          <InstantFeedback studentTestId={report.studentTestId} />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="queries">
        <Suspense fallback={tabLoading}>
          <QueriesTab testId={report.testId} />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="knowBands">
        <Suspense fallback={tabLoading}>
          <BandTableTab
            testId={report.testId}
            referenceType={section?.referenceType ?? null}
            title={tabs.find((t) => t.value === 'knowBands')?.label ?? 'Know your Bands'}
          />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="remark">
        <Suspense fallback={tabLoading}>
          <RemarksTab studentTestId={report.studentTestId} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
