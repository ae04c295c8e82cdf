import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { Dashboard } from '@portico/contract/dashboard';
import { ScoreRing } from '../../../components/score-ring';
import { bandColour } from '../../reports/public';
import { TEXTS } from '../texts';

type DashboardProgress = Dashboard['progress'];

type SkillProgress = DashboardProgress['ieltsprogress'][number];

/** The score as shown: a band, a per cent, 'awaiting' for answers the teacher has not marked, or '-'. */
function scoreLabel(p: SkillProgress, isBand: boolean) {
  // Answers the teacher has not marked are not wrong: no 0 for them.
  return p.score !== null
    ? isBand
      ? String(p.score)
      : `${p.score}%`
    : p.awaiting > 0
      ? TEXTS.awaiting
      : '-';
}

/** A band's own colour; a per cent green from 70, blue from 40, else orange. */
function scoreColour(p: SkillProgress, isBand: boolean) {
  return isBand
    ? bandColour(p.score)
    : p.score === null
      ? 'grey'
      : p.score >= 70
        ? 'green'
        : p.score >= 40
          ? 'blue'
          : 'orange';
}

/** spec 1 §2 performance card: a score per skill (IELTS bands) or section (accuracy). */
export function PerformanceCard({ progress }: { progress: DashboardProgress }) {
  const isBand = progress.scoreType === 'band';
  const items = progress.ieltsprogress;
  const anyScore = items.some((p) => p.score !== null);
  const anyAwaiting = items.some((p) => p.awaiting > 0);
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4">
            {TEXTS.performance}
          </Title>
          {!anyScore && !anyAwaiting && <Text c="dimmed">{TEXTS.performanceEmpty}</Text>}
          {!isBand && (anyScore || anyAwaiting) && (
            <Text size="sm" c="gray.7">
              {TEXTS.percentNote}
            </Text>
          )}
          {items.map((p) => (
            <SkillBar key={p.title} progress={p} isBand={isBand} />
          ))}
        </Stack>
        {isBand && progress.averagePredictedScore !== null && (
          <PredictedBand band={progress.averagePredictedScore} />
        )}
      </Group>
    </Paper>
  );
}

/** One skill's (or section's) score and its bar. */
function SkillBar({ progress: p, isBand }: { progress: SkillProgress; isBand: boolean }) {
  const value = p.score === null ? 0 : isBand ? (p.score / 9) * 100 : p.score;
  const label = scoreLabel(p, isBand);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {p.title}
        </Text>
        <Text size="sm" fw={700}>
          {label}
        </Text>
      </Group>
      <Progress
        value={value}
        color={scoreColour(p, isBand)}
        size="md"
        radius="xl"
        aria-label={`${p.title}: ${label}`}
      />
    </Stack>
  );
}

/** The predicted band: the average of the skills' bands, as a ring. */
function PredictedBand({ band }: { band: number }) {
  return (
    <Stack align="center" gap={4}>
      <ScoreRing
        aria-label={`${TEXTS.predicted} band: ${band}`}
        role="img"
        size={112}
        thickness={10}
        value={(band / 9) * 100}
        color={bandColour(band)}
        label={
          <Text ta="center" fw={800} fz={28}>
            {band}
          </Text>
        }
      />
      <Text size="xs" c="dimmed" ta="center">
        {TEXTS.predicted}
      </Text>
    </Stack>
  );
}
