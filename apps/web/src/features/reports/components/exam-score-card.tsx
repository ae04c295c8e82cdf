import { Box, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { DefaultReportData, SatScorecardRow } from '@portico/contract/assessment-report';
import { NO_SCORE, overallMethod } from '@portico/contract/exam-scores';
import { DataTable } from '../../../components/data-table';
import { ReportCard } from './report-section';

interface Tile {
  label: string;
  value: number | null;
  /** The scale the value is on (SCORING.md). */
  scale: string;
  /** What '-' means here. */
  missing?: string;
  /** ETS's NS (No Score): nothing of the measure answered. */
  noScore?: boolean;
}

/** What a skill or part without a score is waiting for. */
const waiting = (tasks: number) =>
  tasks > 0 ? `Waiting for your teacher to mark ${tasks === 1 ? '1 task' : `${tasks} tasks`}.` : undefined;

const shown = (value: number | null) => (value === null ? '-' : String(value));

function Tiles({ tiles }: { tiles: Tile[] }) {
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 1, xs: 2, md: tiles.length > 3 ? 4 : tiles.length }}
      spacing="sm"
      m={0}
    >
      {tiles.map((t) => (
        <Box key={t.label} bg="gray.0" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text component="dt" size="sm" c="gray.7">
            {t.label}
          </Text>
          <Text component="dd" m={0}>
            <Text span fw={700} fz={26}>
              {t.noScore ? NO_SCORE : shown(t.value)}
            </Text>{' '}
            <Text span size="sm" c="gray.7">
              {t.scale}
            </Text>
            {t.noScore && (
              <Text size="xs" c="gray.7">
                No score: no question of this measure was answered.
              </Text>
            )}
            {t.value === null && !t.noScore && t.missing && (
              <Text size="xs" c="gray.7">
                {t.missing}
              </Text>
            )}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

type Report = DefaultReportData;

/** GRE's measures (grelayout, v2, v3): Verbal and Quant on 130–170, Analytical Writing on 0–6. */
const greTiles = (gre: NonNullable<Report['greReport']>): Tile[] => [
  {
    label: 'Verbal Reasoning',
    value: gre.verbalScaledScore,
    scale: '(130–170)',
    noScore: gre.noScore.includes('Verbal'),
  },
  {
    label: 'Quantitative Reasoning',
    value: gre.quantScaledScore,
    scale: '(130–170)',
    noScore: gre.noScore.includes('Quant'),
  },
  {
    label: 'Analytical Writing',
    value: gre.writingScore,
    scale: '(0–6)',
    missing: 'Marked by your teacher once evaluated.',
    noScore: gre.noScore.includes('Writing'),
  },
  {
    // ETS reports Verbal and Quant apart; the sum is a common yardstick, not an ETS score.
    label: 'Verbal + Quant (not an ETS score)',
    value: gre.total,
    scale: '(260–340)',
    missing: 'Both measures need a score.',
  },
];

/** A routed second module's route as the report names it (decision 063). */
const ROUTE_NAMES = { easier: 'Easier', harder: 'Harder' } as const;

/** How the second module was chosen, under a multistage exam's scores. */
const ROUTED_NOTE =
  'The second module of each measure depended on how you did in the first, as in the real test; each route has its own score table. The likely range is where 8 in 10 scores of a student at your level would fall on these questions.';

function GreScores({ gre }: { gre: NonNullable<Report['greReport']> }) {
  const routes = gre.routes ?? [];
  return (
    <ReportCard title="GRE scores">
      <Tiles tiles={greTiles(gre)} />
      {routes.length > 0 && (
        <Text size="sm" c="gray.7" mt="sm">
          {`Second sections: ${routes
            .map(
              (r) =>
                `${r.measure} ${ROUTE_NAMES[r.route].toLowerCase()}${r.range ? ` (likely ${r.range.low}–${r.range.high})` : ''}`,
            )
            .join(', ')}. ${ROUTED_NOTE}`}
        </Text>
      )}
    </ReportCard>
  );
}

/** The digital SAT: the total on 400–1600 and each section's score, with its scorecard. */
function SatScores({
  sat,
  scorecard,
}: {
  sat: NonNullable<Report['satDigitalReport']>;
  scorecard: Report['satScorecard'];
}) {
  const routed = (scorecard ?? []).some((row) => row.route);
  return (
    <ReportCard title="SAT scores">
      <Tiles
        tiles={[
          ...(sat.reportType === 'default'
            ? [{ label: 'Total score', value: sat.total, scale: '(400–1600)' }]
            : []),
          ...(scorecard ?? []).map((row) => ({
            label: row.section,
            value: row.scaledScore,
            scale: `(${row.min}–${row.max})`,
          })),
        ]}
      />
      {scorecard && (
        // Scrolls sideways on a phone once a routed test adds its columns: a region the keyboard can reach.
        <Table.ScrollContainer minWidth={300} type="native" tabIndex={0} role="region" aria-label="Scorecard">
          <DataTable
            fz="sm"
            verticalSpacing={6}
            rows={scorecard}
            rowKey={(row) => row.section}
            columns={[
              { header: 'Section', cell: (row) => row.section },
              ...(routed
                ? [
                    {
                      header: 'Module 2',
                      cell: (row: SatScorecardRow) => (row.route ? ROUTE_NAMES[row.route] : '-'),
                    },
                  ]
                : []),
              { header: 'Correct', cell: (row) => `${row.correct} of ${row.total}` },
              { header: 'Section score', cell: (row) => shown(row.scaledScore) },
              ...(routed
                ? [
                    {
                      header: 'Likely range',
                      cell: (row: SatScorecardRow) =>
                        row.range ? `${row.range.low}–${row.range.high}` : '-',
                    },
                  ]
                : []),
            ]}
          />
        </Table.ScrollContainer>
      )}
      {routed && (
        <Text size="sm" c="gray.7" mt="sm">
          {ROUTED_NOTE}
        </Text>
      )}
    </ReportCard>
  );
}

/** PTE: the overall, the communicative skills and the test parts, each on 10–90. */
function PteScores({ pte }: { pte: NonNullable<Report['pteReport']> }) {
  const onScale = (rows: { label: string; score: number | null; awaiting: number }[]) =>
    rows.map((r) => ({ label: r.label, value: r.score, scale: '(10–90)', missing: waiting(r.awaiting) }));
  return (
    <ReportCard title="PTE scores">
      <Tiles
        tiles={[
          {
            label: 'Overall',
            value: pte.overall,
            scale: '(10–90)',
            missing: 'Every communicative skill is needed.',
          },
        ]}
      />
      <Text size="sm" c="gray.7">
        {overallMethod.pte}
      </Text>
      <Title order={3} fz="md">
        Communicative skills
      </Title>
      <Tiles
        tiles={onScale(pte.skills.map((s) => ({ label: s.skill, score: s.score, awaiting: s.awaiting })))}
      />
      <Title order={3} fz="md">
        Test parts
      </Title>
      <Tiles
        tiles={onScale(pte.parts.map((p) => ({ label: p.title, score: p.score, awaiting: p.awaiting })))}
      />
    </ReportCard>
  );
}

/**
 * spec 3 §2 the layouts by template: the GRE scores (grelayout, v2, v3), the SAT digital total and
 * scorecard, the PTE overall and part scores, each on its exam's scale (SCORING.md), never IELTS's.
 */
export function ExamScoreCard({ data }: { data: Report }) {
  if (data.greReport) return <GreScores gre={data.greReport} />;
  if (data.satDigitalReport) return <SatScores sat={data.satDigitalReport} scorecard={data.satScorecard} />;
  if (data.pteReport) return <PteScores pte={data.pteReport} />;
  return null;
}
