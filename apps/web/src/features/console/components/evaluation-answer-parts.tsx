import { Box, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { EvaluationAnswer } from '@portico/contract/console-evaluations';
import { EVALUATION_COMMENT_MAX_LENGTH } from '@portico/contract/console-evaluations-drafts';
import type { ReactNode } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { type AnswerForm, resultOf } from '../utils/evaluation-form';
import { BandPicker } from './band-picker';
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
        <Stack gap="sm" className={classes.grading}>
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

/** What the student wrote, or their recording. */
export function StudentAnswer({ answer, label }: { answer: EvaluationAnswer; label: string }) {
  return answer.text !== null ? (
    <Box>
      <Text size="sm" fw={600}>
        The student's answer ({answer.wordCount} words)
      </Text>
      <div className={classes.answer}>{answer.text}</div>
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

/** A grade per criterion of the rubric, and the result they make once all are given. */
export function CriteriaGrades({ answer, form, readOnly, onChange }: Grading) {
  const result = resultOf(answer, form);
  return (
    <>
      {answer.rubric.criteria.map((c) => (
        <BandPicker
          key={c.key}
          criterion={c}
          value={form.criteria[c.key] ?? null}
          readOnly={readOnly}
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

/** The teacher's comments on an answer (a Speaking question's notes): they grow as they are written. */
export function CommentField({
  label,
  form,
  readOnly,
  onChange,
  minRows = 3,
}: Omit<Grading, 'answer'> & { label: string; minRows?: number }) {
  return (
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
  );
}
