import { Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import {
  overallTestsTitles,
  overallTestsValues,
  overallTimelineTitles,
  overallTimelineValues,
  ReportMessages,
} from '@portico/contract/reports';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { getCourseId } from '../../../lib/session';
import { useOverallReport, useTopicChart, useTrend } from '../api/reports';
import { OverallTable, TrendTable } from '../components/overall-tables';
import { PractiseNext } from '../components/practise-next';
import { ReportsPage } from '../components/report-frame';

type Tests = (typeof overallTestsValues)[number];
type Timeline = (typeof overallTimelineValues)[number];

const testsOptions = overallTestsValues.map((value) => ({ value, label: overallTestsTitles[value] }));
const timelineOptions = overallTimelineValues.map((value) => ({
  value,
  label: overallTimelineTitles[value],
}));

/** One of the report's filters: a value always chosen, applied with Done. */
function FilterSelect<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Select
      label={label}
      data={options}
      value={value}
      onChange={(v) => v && onChange(v as T)}
      allowDeselect={false}
      w={{ base: '100%', xs: 180 }}
    />
  );
}

/** spec 2 §2 Overall (progress) report (/ielts-progressreport): filters applied with Done, defaults All. */
export function ProgressReportPage() {
  const courseId = getCourseId();
  const [tests, setTests] = useState<Tests>('all');
  const [timeline, setTimeline] = useState<Timeline>('all');
  const [applied, setApplied] = useState<{ tests: Tests; timeline: Timeline }>({
    tests: 'all',
    timeline: 'all',
  });
  const report = useOverallReport(courseId, applied.tests, applied.timeline);
  const trend = useTrend(courseId, applied.tests, applied.timeline);
  const topics = useTopicChart(courseId, null);
  if (!courseId) return <Navigate to="/select-course" replace />;

  const data = report.data;
  const busy = report.isPending || report.isPlaceholderData || trend.isPending;
  return (
    <ReportsPage title="Progress Report">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FilterSelect label="Tests" options={testsOptions} value={tests} onChange={setTests} />
        <FilterSelect label="Timeline" options={timelineOptions} value={timeline} onChange={setTimeline} />
        <Button onClick={() => setApplied({ tests, timeline })}>Done</Button>
      </Group>

      {report.isError && !isSessionExpired(report.error) && (
        <StatusAlert tone="error">{errorMessage(report.error)}</StatusAlert>
      )}
      {busy && !report.isError && (
        <Stack gap="md" aria-busy="true" aria-label="Loading the report">
          <Skeleton height={160} radius="md" />
        </Stack>
      )}
      {/* An evaluated Writing band alone is a report too: not 'take a test'. */}
      {!busy && data && data.totalQuestions === 0 && data.skills.length === 0 && (
        <Stack gap="sm" align="flex-start">
          <Text>{ReportMessages.noTests}</Text>
          <Button component={Link} to="/practicetest" variant="light">
            Go to Practice Tests
          </Button>
        </Stack>
      )}
      {!busy && data && (data.totalQuestions > 0 || data.skills.length > 0) && (
        <>
          <OverallTable title="Skills" rows={data.skills} kind={data.scoreKind} withBand />
          <OverallTable title="Question types" rows={data.topics} kind={data.scoreKind} withBand={false} />
          {topics.data && <PractiseNext rows={topics.data.you} />}
          {trend.data && trend.data.length > 0 && <TrendTable rows={trend.data} />}
        </>
      )}
    </ReportsPage>
  );
}
