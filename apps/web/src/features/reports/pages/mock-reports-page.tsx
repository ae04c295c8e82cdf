import {
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { NO_SCORE } from '@portico/contract/exam-scores';
import type { ReportCard } from '@portico/contract/reports';
import { examOf } from '@portico/contract/score-gap';
import { Link, Navigate } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { getCourseId } from '../../../lib/session';
import { mockReportPath } from '../../learning/public';
import { useReportCards } from '../api/reports';
import { BandCircle } from '../components/band-circle';
import { formatTakenOn } from '../components/report-format';
import { formatOnScale, formatValue, scoreName } from '../components/score-value';

/** Where a report card opens: mocks their mock report; practice tests their exam's report (spec 2 §4). */
export function reportRoute(card: ReportCard, kind: '1' | '2'): string {
  if (kind === '1') return mockReportPath(card, card.studentTestId);
  if (card.testTemplate === 'duolingo') return `/duolingo-report/${card.studentTestId}`;
  if (card.testTemplate === 'celpip') return `/celpip-report/${card.studentTestId}`;
  return `/report/${card.studentTestId}`;
}

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

function MockCard({ card, kind, title }: { card: ReportCard; kind: '1' | '2'; title: string }) {
  const band = card.scoreKind === 'band';
  const exam = examOf(card.testTemplate);
  return (
    <Paper component="li" withBorder radius="lg" p="md" style={{ listStyle: 'none' }}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Text size="sm" c="gray.7">
            Test Taken on {formatTakenOn(card.completedDatetime)}
          </Text>
        </Stack>
        <Group gap="md" wrap="wrap" align="center">
          {/* CELPIP reports a level per skill and no overall (decision 040). */}
          {exam !== 'celpip' && (
            <Stack gap={2} align="center">
              {band ? (
                <BandCircle band={card.band} size={56} label="Overall band" />
              ) : (
                <Text fz={26} fw={700}>
                  {formatValue(card.score)}
                </Text>
              )}
              <Text size="xs" c="gray.7">
                {band
                  ? 'Overall'
                  : card.testTemplate.startsWith('gre')
                    ? 'Verbal + Quant (not an ETS score)'
                    : scoreName(card.scoreKind)}
              </Text>
            </Stack>
          )}
          {card.sections
            .filter((s) => s.referenceType !== 'Overall')
            .map((s) => (
              <Stack key={s.referenceType} gap={2} align="center">
                {band ? (
                  <BandCircle band={s.band} size={40} label={`${s.referenceType} band`} />
                ) : (
                  <Text fz="lg" fw={700}>
                    {s.noScore
                      ? NO_SCORE
                      : formatOnScale(exam, card.scoreKind === 'scaled' ? s.scaledScore : null)}
                  </Text>
                )}
                <Text size="xs" c="gray.7">
                  {s.referenceType}
                </Text>
              </Stack>
            ))}
        </Group>
        <Button
          component={Link}
          to={reportRoute(card, kind)}
          state={{ testName: title, navparam: kind === '1' ? 'mock' : 'practice' }}
          variant="light"
          aria-label={`View report: ${title}`}
        >
          View Report
        </Button>
      </Stack>
    </Paper>
  );
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label="Loading reports">
          <Skeleton height={180} radius="lg" />
          <Skeleton height={180} radius="lg" />
        </SimpleGrid>
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
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Mock Report
        </Title>
        <ReportCards kind="1" />
      </Stack>
    </Container>
  );
}

/**
 * /viewreport and /scorecard (bodies not shown in the spec; decision 018): every report of the
 * course, mocks and practice tests on two tabs, newest first.
 */
export function AllReportsPage() {
  if (!getCourseId()) return <Navigate to="/select-course" replace />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          My Reports
        </Title>
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
      </Stack>
    </Container>
  );
}
