import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { EditableQuestion, QuestionOptionEdit } from '@portico/contract/console-questions';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { HtmlContent } from '../../../components/html-content';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { questionQuery, useSaveQuestion } from '../api/questions';
import { type QuestionDraft, useQuestionDraft } from '../hooks/use-question-draft';
import { PageTitle } from '../resource/page-title';

const letter = (n: number) => String.fromCharCode(65 + n);
/** HTML is written in a monospace face; the label keeps the page's. */
const CODE = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/**
 * Edit question N (issue 45), opened from its item analysis card: an admin corrects the question's
 * text, its options' wording and which are right, and its explanation, with a preview of what
 * students see. The writing is kept in the browser until saved; a save over someone else's is
 * refused and the writing set aside to put back.
 */
export function QuestionEditPage() {
  const { id = '', itemId = '' } = useParams();
  const query = useQuery(questionQuery(id, itemId));
  const back = `/console/item-analysis/${id}`;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back} size="sm">
        Back to the item analysis
      </Anchor>
      {query.isPending && <PageLoader label="Opening the question…" />}
      {query.isError && (
        <StatusAlert tone="error">
          {errorMessage(query.error, 'The question could not be opened')}
        </StatusAlert>
      )}
      {/* A new question (or a new revision after a refused save) starts its editor afresh. */}
      {query.data && <QuestionEditor key={query.data.id} question={query.data} reload={query.refetch} />}
    </Stack>
  );
}

function QuestionEditor({
  question,
  reload,
}: {
  question: EditableQuestion;
  reload: () => Promise<{ data?: EditableQuestion }>;
}) {
  const draft = useQuestionDraft(question);
  const save = useSaveQuestion(question.testId, question.id);
  const submit = () =>
    save.mutate(
      { revision: draft.basedOn, ...draft.draft },
      {
        onSuccess: (saved) => {
          draft.saved(saved.data);
          notify.show({ message: saved.message ?? 'Saved.', color: 'teal' });
        },
        onError: async (error) => {
          if (error instanceof ApiError && error.status === 409) {
            const latest = (await reload()).data;
            if (latest) draft.refused(latest);
          }
        },
      },
    );
  const conflict = save.error instanceof ApiError && save.error.status === 409;
  const set = (patch: Partial<QuestionDraft>) => draft.setDraft({ ...draft.draft, ...patch });
  return (
    <Stack gap="lg">
      <PageTitle title={`Edit question ${question.number}`}>
        {`${question.testTitle} · ${question.section} · ${question.type} · ${question.key}. Saving changes what new attempts show; attempts already made keep their marks. A new import of the test’s file replaces what is saved here.`}
      </PageTitle>
      <DraftAlerts question={question} draft={draft} error={save.error} />
      {save.isError && !conflict && (
        <StatusAlert tone="error">{errorMessage(save.error, 'Not saved')}</StatusAlert>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Textarea
            label="Question (HTML)"
            autosize
            minRows={3}
            maxRows={14}
            styles={CODE}
            value={draft.draft.html}
            onChange={(e) => set({ html: e.currentTarget.value })}
          />
          <Preview html={draft.draft.html} />
          {question.choice && (
            <Options
              options={draft.draft.options}
              multiple={question.multiple}
              onChange={(options) => set({ options })}
            />
          )}
          <Textarea
            label="Explanation (HTML, shown with the answers)"
            autosize
            minRows={2}
            maxRows={10}
            styles={CODE}
            value={draft.draft.explanation}
            onChange={(e) => set({ explanation: e.currentTarget.value })}
          />
          <SaveRow
            onSave={submit}
            saving={save.isPending}
            changed={draft.changed}
            blocked={draft.aside !== null}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** Save, once there is something to save and nothing set aside; and where the writing is kept meanwhile. */
function SaveRow({
  onSave,
  saving,
  changed,
  blocked,
}: {
  onSave: () => void;
  saving: boolean;
  changed: boolean;
  blocked: boolean;
}) {
  return (
    <Group gap="sm">
      <Button onClick={onSave} loading={saving} disabled={!changed || blocked}>
        Save question
      </Button>
      {changed && (
        <Text size="sm" c="gray.7">
          Changes are kept in this browser until you save.
        </Text>
      )}
    </Group>
  );
}

/** The question retired; the writing taken back from this browser; the writing set aside by a refused save. */
function DraftAlerts({
  question,
  draft,
  error,
}: {
  question: EditableQuestion;
  draft: ReturnType<typeof useQuestionDraft>;
  error: Error | null;
}) {
  return (
    <>
      {question.retired && (
        <StatusAlert tone="info">This question is retired: new attempts leave it out.</StatusAlert>
      )}
      {draft.restoredAt && (
        <StatusAlert tone="info">
          <Stack gap="xs" align="flex-start">
            <span>Your unsaved changes from {formatDateTime(draft.restoredAt)} are back.</span>
            <Button size="xs" variant="default" onClick={draft.discard}>
              Drop my changes
            </Button>
          </Stack>
        </StatusAlert>
      )}
      {draft.aside && (
        <StatusAlert tone="error">
          <Stack gap="xs" align="flex-start">
            <span>{errorMessage(error, 'Someone else saved this question first.')}</span>
            <Group gap="xs">
              <Button size="xs" onClick={() => draft.putBack(question)}>
                Put my changes back
              </Button>
              <Button size="xs" variant="default" onClick={draft.discard}>
                Drop my changes
              </Button>
            </Group>
          </Stack>
        </StatusAlert>
      )}
    </>
  );
}

function Preview({ html }: { html: string }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <Title order={2} fz="sm" id={heading} mb={4}>
        What students see
      </Title>
      <Paper withBorder radius="sm" p="sm" bg="gray.0">
        <HtmlContent html={html} />
      </Paper>
    </section>
  );
}

/** Each option's text and whether it is right (one, or several where the question takes several). */
function Options({
  options,
  multiple,
  onChange,
}: {
  options: QuestionOptionEdit[];
  multiple: boolean;
  onChange: (options: QuestionOptionEdit[]) => void;
}) {
  const heading = useId();
  const change = (n: number, patch: Partial<QuestionOptionEdit>) =>
    onChange(
      options.map((o, i) => {
        if (i === n) return { ...o, ...patch };
        // A question that takes one answer has one right option.
        return patch.correct && !multiple ? { ...o, correct: false } : o;
      }),
    );
  return (
    <fieldset aria-labelledby={heading} style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} fz="sm" id={heading} mb={4}>
        Options{multiple ? ' (several may be right)' : ' (one is right)'}
      </Title>
      <Stack gap="xs">
        {options.map((o, n) => (
          <Group key={o.id} gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 14rem' }}
              label={`Option ${letter(n)}`}
              value={o.text}
              onChange={(e) => change(n, { text: e.currentTarget.value })}
            />
            <Checkbox
              mb={8}
              label={`${letter(n)} is right`}
              checked={o.correct}
              onChange={(e) => change(n, { correct: e.currentTarget.checked })}
            />
          </Group>
        ))}
      </Stack>
    </fieldset>
  );
}
