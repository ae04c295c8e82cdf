import { Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReportCard } from '@portico/contract/reports';
import { Link, Navigate } from 'react-router';
import { BandCircle } from '../../../components/report/band-circle';
import { formatTakenOn } from '../../../components/report/report-format';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { getCourseId } from '../../../lib/session';
import { useReportCards } from '../api/reports';
import { formatValue, scoreName } from '../components/score-value';

function MockCard({ card }: { card: ReportCard }) {
  const band = card.scoreKind === 'band';
  return (
    <Paper component="li" withBorder radius="lg" p="md" style={{ listStyle: 'none' }}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {card.title}
          </Title>
          <Text size="sm" c="gray.7">
            Test Taken on {formatTakenOn(card.completedDatetime)}
          </Text>
        </Stack>
        <Group gap="md" wrap="wrap" align="center">
          <Stack gap={2} align="center">
            {band ? (
              <BandCircle band={card.band} size={56} label="Overall band" />
            ) : (
              <Text fz={26} fw={700}>
                {formatValue(card.score)}
              </Text>
            )}
            <Text size="xs" c="gray.7">
              {band ? 'Overall' : scoreName(card.scoreKind)}
            </Text>
          </Stack>
          {card.sections
            .filter((s) => s.referenceType !== 'Overall')
            .map((s) => (
              <Stack key={s.referenceType} gap={2} align="center">
                {band ? (
                  <BandCircle band={s.band} size={40} label={`${s.referenceType} band`} />
                ) : (
                  <Text fz="lg" fw={700}>
                    {formatValue(card.scoreKind === 'scaled' ? s.scaledScore : null)}
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
          to={`/ielts-mockreport/${card.studentTestId}`}
          state={{ testName: card.title, navparam: 'mock' }}
          variant="light"
          aria-label={`View report: ${card.title}`}
        >
          View Report
        </Button>
      </Stack>
    </Paper>
  );
}

/** The student's mock reports of the chosen course (the 'Mock Report' menu entry), newest first. */
export function MockReportsPage() {
  const courseId = getCourseId();
  const cards = useReportCards(courseId, '1');
  if (!courseId) return <Navigate to="/select-course" replace />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Mock Report
        </Title>
        {cards.isPending && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label="Loading mock reports">
            <Skeleton height={180} radius="lg" />
            <Skeleton height={180} radius="lg" />
          </SimpleGrid>
        )}
        {cards.isError && !isSessionExpired(cards.error) && (
          <StatusAlert tone="error">{errorMessage(cards.error)}</StatusAlert>
        )}
        {cards.data?.length === 0 && (
          <Stack gap="sm" align="flex-start">
            <Text>
              You have not taken a mock test in this course yet. Your reports appear here once you have.
            </Text>
            <Button component={Link} to="/mocktest">
              Go to Mock Tests
            </Button>
          </Stack>
        )}
        {cards.data && cards.data.length > 0 && (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} m={0} p={0}>
            {cards.data.map((card) => (
              <MockCard key={card.studentTestId} card={card} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
