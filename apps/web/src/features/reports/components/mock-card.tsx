import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { NO_SCORE } from '@portico/contract/exam-scores';
import type { ReportCard } from '@portico/contract/reports';
import { examOf } from '@portico/contract/score-gap';
import { Link } from 'react-router';
import { mockReportPath } from '../../learning/public';
import { BandCircle } from './band-circle';
import { formatTakenOn } from './report-format';
import { formatOnScale, formatValue, scoreName } from './score-value';

/** Where a report card opens: mocks their mock report; practice tests their exam's report (spec 2 §4). */
export function reportRoute(card: ReportCard, kind: '1' | '2'): string {
  if (kind === '1') return mockReportPath(card, card.studentTestId);
  if (card.testTemplate === 'duolingo') return `/duolingo-report/${card.studentTestId}`;
  if (card.testTemplate === 'celpip') return `/celpip-report/${card.studentTestId}`;
  return `/report/${card.studentTestId}`;
}

/** A report card of the list: the test, when it was taken, its scores and the way to its report. */
export function MockCard({ card, kind, title }: { card: ReportCard; kind: '1' | '2'; title: string }) {
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
