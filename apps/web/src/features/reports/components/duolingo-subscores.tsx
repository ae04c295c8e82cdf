import { Group, Stack, Text, Title } from '@mantine/core';
import { type ExamScores, overallMethod } from '@portico/contract/exam-scores';
import { ExamScoreRing } from './exam-score-ring';

/** What a subscore without a score is waiting for. */
const note = (s: ExamScores['subscores'][number]) =>
  s.score !== null ? null : s.awaiting > 0 ? `${s.name}: waiting for your teacher.` : null;

/**
 * The Duolingo English Test's subscores (decision 040): the four individual ones (Reading,
 * Listening, Writing, Speaking) and the four integrated ones, each the mean of its two skills.
 */
export function DuolingoSubscores({ scores }: { scores: ExamScores }) {
  const group = (kind: 'skill' | 'integrated') => scores.subscores.filter((s) => s.kind === kind);
  const waiting = scores.subscores.map(note).filter((n): n is string => n !== null);
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7" ta="center">
        {overallMethod.duolingo}
      </Text>
      {(['skill', 'integrated'] as const).map((kind) => (
        <Stack key={kind} gap="xs">
          <Title order={3} fz="md">
            {kind === 'skill' ? 'Individual subscores' : 'Integrated subscores'}
          </Title>
          <Group gap="lg" wrap="wrap" justify="center">
            {group(kind).map((s) => (
              <ExamScoreRing key={s.name} label={s.name} value={s.score} min={10} max={160} size={80} />
            ))}
          </Group>
        </Stack>
      ))}
      {waiting.length > 0 && (
        <Text size="xs" c="gray.7">
          {waiting.join(' ')}
        </Text>
      )}
    </Stack>
  );
}
