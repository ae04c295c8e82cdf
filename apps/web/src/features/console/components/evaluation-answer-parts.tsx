import { Box, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { RubricDescriptors } from '@portico/contract/band-descriptors';
import type { EvaluationAnswer } from '@portico/contract/console-evaluations';
import { EVALUATION_COMMENT_MAX_LENGTH } from '@portico/contract/console-evaluations-drafts';
import type { ReactNode } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { type AnswerForm, resultOf } from '../utils/evaluation-form';
import { AnswerNotesEditor } from './answer-notes-editor';
import { BandPicker } from './band-picker';
import { CommentBank } from './comment-bank';
import classes from './evaluation-answer-card.module.css';
import { EvaluationRecorder } from './evaluation-recorder';

/**
 * The frame of what the workspace grades (one answer, or IELTS Speaking's answers together): the
 * answer on the left under its title, the grading on the right, side by side from a tablet up.
 */
export function GradingCard({
  id,
  title,
  note,
  work,
  grading,
}: {
  id: string;
  title: string;
  /** Beside the title: the rubric's name. */
  note: string;
  work: ReactNode;
  grading: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="md">
      <div className={classes.layout}>
        <Stack gap="sm" className={classes.work}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={2} fz="h4" id={id}>
              {title}
            </Title>
            <Text size="sm" c="gray.7">
              {note}
            </Text>
          </Group>
          {work}
        </Stack>
        {/* Scrolls on its own beside a long essay: reachable from the keyboard even when read-only. */}
        <Stack
          gap="sm"
          className={classes.grading}
          tabIndex={0}
          role="group"
          aria-label={`Grading of ${title}`}
        >
          {grading}
        </Stack>
      </div>
    </Paper>
  );
}

/** The question as the student saw it, a click away (the teacher grading forty knows it by heart). */
export function TaskDetails({
  answer,
  summary = 'The task',
}: {
  answer: EvaluationAnswer;
  summary?: string;
}) {
  return (
    <details className={classes.task}>
      <summary>{summary}</summary>
      <Stack gap="xs" mt="xs">
        {answer.direction && <HtmlContent html={answer.direction} />}
        <HtmlContent html={answer.prompt} />
        {answer.passage && <HtmlContent html={answer.passage} />}
      </Stack>
    </details>
  );
}

/**
 * What the student wrote (with the teacher's inline comments, when the page grades it), or their
 * recording.
 */
export function StudentAnswer({
  answer,
  label,
  notes,
}: {
  answer: EvaluationAnswer;
  label: string;
  notes?: { form: AnswerForm; readOnly: boolean; onChange: (form: AnswerForm) => void };
}) {
  return answer.text !== null ? (
    <Box>
      <Text size="sm" fw={600}>
        The student's answer ({answer.wordCount} words)
      </Text>
      {notes ? (
        <AnswerNotesEditor
          text={answer.text}
          notes={notes.form.notes}
          readOnly={notes.readOnly}
          label={label}
          onChange={(next) => notes.onChange({ ...notes.form, notes: next })}
        />
      ) : (
        <div className={classes.answer}>{answer.text}</div>
      )}
    </Box>
  ) : answer.recordingUrl ? (
    <Box>
      <Text size="sm" fw={600}>
        The student's recording
      </Text>
      <audio
        controls
        preload="none"
        src={answer.recordingUrl}
        data-student-recording=""
        aria-label={`The student's recording, ${label}`}
        style={{ maxWidth: '100%' }}
      />
    </Box>
  ) : (
    <Text size="sm">The recording is not available.</Text>
  );
}

type Grading = {
  answer: EvaluationAnswer;
  form: AnswerForm;
  readOnly: boolean;
  onChange: (form: AnswerForm) => void;
};

/**
 * A grade per criterion of the rubric (with what its bands mean, the company's descriptors), and
 * the result they make once all are given.
 */
export function CriteriaGrades({
  answer,
  form,
  readOnly,
  onChange,
  descriptors,
}: Grading & { descriptors?: RubricDescriptors }) {
  const result = resultOf(answer, form);
  return (
    <>
      {answer.rubric.criteria.map((c) => (
        <BandPicker
          key={c.key}
          criterion={c}
          value={form.criteria[c.key] ?? null}
          readOnly={readOnly}
          descriptors={descriptors?.[c.key]}
          onChange={(v) => onChange({ ...form, criteria: { ...form.criteria, [c.key]: v } })}
        />
      ))}
      <Text fw={600} aria-live="polite">
        {answer.rubric.resultLabel}:{' '}
        {result
          ? `${result.value}${answer.rubric.resultLabel === 'Band' ? '' : ` of ${result.max}`}`
          : 'not complete'}
      </Text>
    </>
  );
}

type Feedback = Omit<Grading, 'answer'> & {
  audioUrl: string | null;
  label: string;
  uploadClip: (clip: Blob) => Promise<void>;
};

/** The teacher's recorded feedback: played back and removable, or recorded now. */
export function AudioFeedback({ form, audioUrl, readOnly, label, onChange, uploadClip }: Feedback) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Audio feedback
      </Text>
      {form.audioFileId && audioUrl ? (
        <Group>
          <audio
            controls
            preload="none"
            src={audioUrl}
            aria-label={`Audio feedback, ${label}`}
            style={{ maxWidth: '100%' }}
          />
          {!readOnly && (
            <Button variant="default" size="xs" onClick={() => onChange({ ...form, audioFileId: null })}>
              Remove<span className="visually-hidden"> audio feedback for {label}</span>
            </Button>
          )}
        </Group>
      ) : readOnly ? (
        <Text size="sm">No audio feedback.</Text>
      ) : (
        <EvaluationRecorder label={label} upload={uploadClip} />
      )}
    </Stack>
  );
}

/** Adds a kept comment to what the field holds, on a line of its own. */
export const withComment = (current: string, text: string) =>
  current.trim() === '' ? text : `${current.replace(/\s+$/, '')}\n${text}`;

/**
 * The teacher's comments on an answer (a Speaking question's notes): they grow as they are written,
 * with the teacher's comment bank for the answer's criteria a click away.
 */
export function CommentField({
  label,
  form,
  readOnly,
  onChange,
  criteria,
  minRows = 3,
}: Omit<Grading, 'answer'> & { label: string; criteria: string[]; minRows?: number }) {
  return (
    <Stack gap={2}>
      <Textarea
        label={label}
        autosize
        minRows={minRows}
        maxRows={12}
        maxLength={EVALUATION_COMMENT_MAX_LENGTH}
        value={form.comments}
        onChange={(e) => onChange({ ...form, comments: e.currentTarget.value })}
        disabled={readOnly}
      />
      {!readOnly && (
        <Group justify="flex-end">
          <CommentBank
            criteria={criteria}
            current={form.comments}
            label={label.toLowerCase()}
            onPick={(text) => onChange({ ...form, comments: withComment(form.comments, text) })}
          />
        </Group>
      )}
    </Stack>
  );
}
