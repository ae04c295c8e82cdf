import { Anchor, Badge, Button, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { celpipLevelLabel } from '@portico/contract/exam-scores';
import type { StudentTestReportData } from '@portico/contract/reports';
import {
  describeScore,
  examOf,
  type MeasureScores,
  reportMeasureScores,
  targetGap,
} from '@portico/contract/score-gap';
import {
  examScoring,
  type MeaningTable,
  type ScoreExam,
  type ScoreTargets,
} from '@portico/contract/score-meaning';
import { useId, useState } from 'react';
import { ListStack } from '../../../components/plain-list';
import { deferredPart } from '../../../lib/deferred-part';
import { useLatestReport, useScoreMeanings } from '../api/score-meanings';
import { ReportSection } from './report-section';

// The targets dialog (Mantine's Modal and the form's number inputs) loads when the student first
// opens it; until it arrives a loader stands where it will open.
const ScoreTargetsDialog = deferredPart(
  'score-meaning',
  () => import('./score-targets-dialog').then((m) => m.ScoreTargetsDialog),
  () => <Loader size="sm" mt="sm" aria-label="Opening your targets" />,
);

export type { MeasureScores } from '@portico/contract/score-gap';
/** The scores of an attempt's report on its exam's scale (one rule, shared with the API's predictor). */
export const reportScores = reportMeasureScores;

/** The mock report's meaning card: the attempt's exam and scores. */
export function ReportScoreMeaning({ report }: { report: StudentTestReportData }) {
  const exam = examOf(report.testTemplate, report.examFamily);
  return exam ? <ScoreMeaning exam={exam} scores={reportScores(report, exam)} mb="lg" /> : null;
}

/** The dashboard's meaning card: the student's newest ended test of the course. */
export function LatestScoreMeaning({ courseId, examFamily }: { courseId: string; examFamily: string }) {
  const exam = examOf(null, examFamily);
  const latest = useLatestReport(courseId);
  if (!exam || !latest.isSuccess) return null;
  const report = latest.data;
  const scores = report ? reportScores(report, examOf(report.testTemplate, report.examFamily) ?? exam) : {};
  return <ScoreMeaning exam={exam} scores={scores} caption={report ? `From ${report.title}` : undefined} />;
}

interface ScoreMeaningProps {
  exam: ScoreExam | null;
  scores: MeasureScores;
  /** A line above the scores, e.g. the test they come from. */
  caption?: string;
  mb?: string;
}

/**
 * Decision 043: what each score means for the student's goal (CEFR, CLB or percentile, from the
 * company's tables with their source) and the gap to the student's target, with a way to set one.
 */
export function ScoreMeaning({ exam, scores, caption, mb }: ScoreMeaningProps) {
  const query = useScoreMeanings();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  // Kept once opened, so that closing it plays the modal's own transition.
  const [opened, setOpened] = useState(false);
  if (editing && !opened) setOpened(true);
  // While the tables load, the card's room is held so what follows does not move when it arrives.
  if (exam && query.isPending) return <MeaningLoading mb={mb} measures={Object.keys(scores)} />;
  if (!exam || !query.data) return null;
  const entry = query.data.tables.find((t) => t.table.exam === exam);
  if (!entry) return null;
  const { table } = entry;
  const targets: ScoreTargets = query.data.targets;
  const mine = targets[exam] ?? {};
  const scoring = examScoring[exam];
  const order = (name: string) => {
    const i = scoring.measures.findIndex((m) => m.name === name);
    return i < 0 ? scoring.measures.length : i;
  };
  const rows = Object.entries(scores)
    .filter((e): e is [string, number] => typeof e[1] === 'number')
    .sort((a, b) => order(a[0]) - order(b[0]));

  return (
    <ReportSection headingId={titleId} mb={mb}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Title order={2} id={titleId} fz="lg">
            What your {scoring.label} score means
          </Title>
          {caption && (
            <Text size="sm" c="gray.7">
              {caption}
            </Text>
          )}
        </Stack>
        <Button variant="light" size="xs" onClick={() => setEditing(true)}>
          {Object.keys(mine).length ? 'Change targets' : 'Set a target'}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="gray.7">No score yet.</Text>
      ) : (
        <ListStack gap={6}>
          {rows.map(([measure, score]) => (
            <MeasureRow
              key={measure}
              exam={exam}
              table={table}
              measure={measure}
              score={score}
              target={mine[measure]}
            />
          ))}
        </ListStack>
      )}
      <SourceLine table={table} custom={entry.custom} />
      {opened && (
        <ScoreTargetsDialog
          opened={editing}
          onClose={() => setEditing(false)}
          title={`Your ${scoring.label} targets`}
          exam={exam}
          targets={targets}
        />
      )}
    </ReportSection>
  );
}

/** The card's outline (its heading, a line per score, the source) while the tables load. */
function MeaningLoading({ mb, measures }: { mb?: string; measures: string[] }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mb={mb} aria-busy="true">
      <Skeleton height={24} width="55%" mb="sm" />
      <Stack gap={6}>
        {(measures.length ? measures : ['score']).map((measure) => (
          <Skeleton key={measure} height={22} width="80%" />
        ))}
        <Skeleton height={14} width="40%" mt={6} />
      </Stack>
    </Paper>
  );
}

interface MeasureRowProps {
  exam: ScoreExam;
  table: MeaningTable;
  measure: string;
  score: number;
  target: number | undefined;
}

function MeasureRow({ exam, table, measure, score, target }: MeasureRowProps) {
  const meaning = describeScore(table, measure, score);
  const gap = target === undefined ? null : targetGap(exam, measure, score, target);
  return (
    <Group component="li" gap="xs" wrap="wrap" justify="space-between">
      <Text size="sm">
        <Text span fw={600}>
          {measure} {exam === 'celpip' ? celpipLevelLabel(score) : score}
        </Text>
        {meaning && (
          <Text span c="gray.8">
            {' '}
            · {meaning}
          </Text>
        )}
      </Text>
      {gap && (
        <Badge
          color={gap.met ? 'green' : 'orange'}
          variant="light"
          radius="sm"
          tt="none"
          size="lg"
          fw={500}
          styles={{ root: { height: 'auto', paddingBlock: 4 }, label: { whiteSpace: 'normal' } }}
        >
          {gap.met ? `Target met (${target})` : gap.text}
        </Badge>
      )}
    </Group>
  );
}

function SourceLine({ table, custom }: { table: MeaningTable; custom: boolean }) {
  const { source } = table;
  return (
    <Stack gap={2} mt="sm">
      {table.rows.length === 0 && (
        <Text size="sm" c="gray.7">
          Your provider has not entered {source.publisher}’s table yet.
        </Text>
      )}
      <Text size="xs" c="gray.7">
        {table.title}: {source.publisher},{' '}
        <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="xs" underline="always">
          {source.title}
        </Anchor>{' '}
        ({source.year}){custom ? ', as set by your provider' : ''}.
        {!table.verified && ' Not yet checked against the owner’s current table.'}
      </Text>
    </Stack>
  );
}
