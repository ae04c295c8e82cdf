import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type EvaluationAnswer, EvaluationMessages } from '@portico/contract/console-evaluations';
import type { EvaluationConflict } from '@portico/contract/console-evaluations-drafts';
import { StatusAlert } from '../../../components/status-alert';
import { formatClockTime } from '../../../lib/dates';
import type { Draft, EvaluationActs } from '../hooks/use-evaluation-draft';
import type { EvaluationForm } from '../utils/evaluation-form';

/** Another save came first (issue 35): who and when, and the way to the latest draft. */
export function EvaluationConflictNotice({
  conflict,
  loading,
  onLoadLatest,
}: {
  conflict: EvaluationConflict;
  loading: boolean;
  onLoadLatest: () => void;
}) {
  const at = conflict.savedAt ? formatClockTime(new Date(conflict.savedAt)) : null;
  return (
    <StatusAlert tone="error" title="Your changes are not saved">
      <Stack gap="xs">
        <Text size="sm">{EvaluationMessages.staleDraft(conflict.savedBy?.name ?? null, at, 'saving')}</Text>
        <Text size="sm">
          Nothing is saved from this page until you do. What you typed stays here, and once the latest is
          loaded it is shown beside it, to copy or to use.
        </Text>
        <Group>
          <Button size="xs" loading={loading} onClick={onLoadLatest}>
            Load the latest
          </Button>
        </Group>
      </Stack>
    </StatusAlert>
  );
}

/** What the teacher had typed when the latest draft replaced it: readable, copyable, usable. */
export function EvaluationMine({
  answers,
  mine,
  onUse,
  onDismiss,
}: {
  answers: EvaluationAnswer[];
  mine: EvaluationForm;
  onUse: () => void;
  onDismiss: () => void;
}) {
  return (
    <Paper component="section" aria-labelledby="mine-heading" withBorder radius="md" p="md" bg="yellow.0">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="mine-heading">
          Your version, not saved
        </Title>
        <Text size="sm">
          The form above now shows the latest draft. Copy from your version what you want to keep, or use your
          version instead of the latest.
        </Text>
        {answers.map((a) => {
          const given = mine.answers[a.itemId];
          if (!given) return null;
          const criteria = a.rubric.criteria
            .map((c) => `${c.label} ${given.criteria[c.key] ?? '–'}`)
            .join(', ');
          return (
            <Stack key={a.itemId} gap={2}>
              <Text size="sm" fw={600}>
                Question {a.number} · {a.sectionTitle}: {criteria}
              </Text>
              {given.comments && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {given.comments}
                </Text>
              )}
            </Stack>
          );
        })}
        {mine.overallComment && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Remarks on the whole test
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {mine.overallComment}
            </Text>
          </Stack>
        )}
        <Group>
          <Button size="xs" variant="default" onClick={onUse}>
            Use my version
          </Button>
          <Button size="xs" variant="subtle" onClick={onDismiss}>
            Dismiss
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * What the page says of its draft against the server's: a refused save (and the way to the latest),
 * then the teacher's own version beside the latest once it is loaded.
 */
export function DraftNotices({
  draft,
  acts,
  answers,
}: {
  draft: Draft;
  acts: EvaluationActs;
  answers: EvaluationAnswer[];
}) {
  const { autosave, mine } = draft;
  return (
    <>
      {autosave.conflict && (
        <EvaluationConflictNotice
          conflict={autosave.conflict}
          loading={acts.loadingLatest}
          onLoadLatest={() => void acts.loadLatest()}
        />
      )}
      {mine && (
        <EvaluationMine
          answers={answers}
          mine={mine}
          onUse={() => {
            draft.setForm(mine);
            draft.setMine(null);
          }}
          onDismiss={() => draft.setMine(null)}
        />
      )}
    </>
  );
}
