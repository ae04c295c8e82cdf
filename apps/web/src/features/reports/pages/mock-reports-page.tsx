import { Button, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { ReportCard } from '@portico/contract/reports';
import { Link, Navigate } from 'react-router';
import { SkeletonGrid } from '../../../components/skeleton-grid';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { getCourseId } from '../../../lib/session';
import { useReportCards } from '../api/reports';
import { MockCard } from '../components/mock-card';
import { ReportsPage } from '../components/report-frame';

/**
 * Each card's title, told apart: when the student took one test more than once, every card of it
 * carries its attempt, counted oldest first ('… (attempt 2)'), so two cards never read alike,
 * whatever the data says.
 */
export function distinctTitles(cards: readonly ReportCard[]): Map<string, string> {
  const total = new Map<string, number>();
  for (const card of cards) total.set(card.title, (total.get(card.title) ?? 0) + 1);
  const seen = new Map<string, number>();
  const titles = new Map<string, string>();
  const oldestFirst = [...cards].sort((a, b) => a.completedDatetime.localeCompare(b.completedDatetime));
  for (const card of oldestFirst) {
    const n = (seen.get(card.title) ?? 0) + 1;
    seen.set(card.title, n);
    titles.set(
      card.studentTestId,
      (total.get(card.title) ?? 0) > 1 ? `${card.title} (attempt ${n})` : card.title,
    );
  }
  return titles;
}

const KINDS = {
  '1': { tab: 'Mock Tests', empty: 'You have not taken a mock test in this course yet.', go: '/mocktest' },
  '2': {
    tab: 'Practice Tests',
    empty: 'You have not taken a practice test in this course yet.',
    go: '/practicetest',
  },
} as const;

function ReportCards({ kind }: { kind: '1' | '2' }) {
  const courseId = getCourseId();
  const cards = useReportCards(courseId, kind);
  const text = KINDS[kind];
  const titles = distinctTitles(cards.data ?? []);
  return (
    <>
      {cards.isPending && (
        <SkeletonGrid label="Loading reports" cols={{ base: 1, sm: 2 }} count={2} height={180} radius="lg" />
      )}
      {cards.isError && !isSessionExpired(cards.error) && (
        <StatusAlert tone="error">{errorMessage(cards.error)}</StatusAlert>
      )}
      {cards.data?.length === 0 && (
        <Stack gap="sm" align="flex-start">
          <Text>{text.empty} Your reports appear here once you have.</Text>
          <Button component={Link} to={text.go}>
            Go to {text.tab}
          </Button>
        </Stack>
      )}
      {cards.data && cards.data.length > 0 && (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} m={0} p={0}>
          {cards.data.map((card) => (
            <MockCard
              key={card.studentTestId}
              card={card}
              kind={kind}
              title={titles.get(card.studentTestId) ?? card.title}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

/** The student's mock reports of the chosen course (the 'Mock Report' menu entry), newest first. */
export function MockReportsPage() {
  if (!getCourseId()) return <Navigate to="/select-course" replace />;
  return (
    <ReportsPage title="Mock Report">
      <ReportCards kind="1" />
    </ReportsPage>
  );
}

/**
 * /viewreport and /scorecard (bodies not shown in the spec; decision 018): every report of the
 * course, mocks and practice tests on two tabs, newest first.
 */
export function AllReportsPage() {
  if (!getCourseId()) return <Navigate to="/select-course" replace />;
  return (
    <ReportsPage title="My Reports">
      <Tabs defaultValue="1" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="1">{KINDS['1'].tab}</Tabs.Tab>
          <Tabs.Tab value="2">{KINDS['2'].tab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="1">
          <ReportCards kind="1" />
        </Tabs.Panel>
        <Tabs.Panel value="2">
          <ReportCards kind="2" />
        </Tabs.Panel>
      </Tabs>
    </ReportsPage>
  );
}
