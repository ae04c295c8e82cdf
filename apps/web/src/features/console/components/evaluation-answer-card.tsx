import { Box, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { EvaluationAnswer } from '@portico/contract/console-evaluations';
import { EVALUATION_COMMENT_MAX_LENGTH } from '@portico/contract/console-evaluations-drafts';
import { HtmlContent } from '../../../components/html-content';
import { type AnswerForm, resultOf } from '../utils/evaluation-form';
import { BandPicker } from './band-picker';
import classes from './evaluation-answer-card.module.css';
import { EvaluationRecorder } from './evaluation-recorder';

interface Props {
  answer: EvaluationAnswer;
  form: AnswerForm;
  audioUrl: string | null;
  readOnly: boolean;
  onChange: (form: AnswerForm) => void;
  uploadClip: (clip: Blob) => Promise<void>;
}

/**
 * One written or spoken answer: the student's text or recording beside the teacher's grading (its
 * criteria, comments and recorded feedback), the task a click away above the answer.
 */
export function EvaluationAnswerCard({ answer, form, audioUrl, readOnly, onChange, uploadClip }: Props) {
  const id = `answer-${answer.itemId}`;
  const label = `question ${answer.number}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="md">
      <div className={classes.layout}>
        <Stack gap="sm" className={classes.work}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={2} fz="h4" id={id}>
              Question {answer.number} · {answer.sectionTitle}
            </Title>
            <Text size="sm" c="gray.7">
              {answer.rubric.title}
            </Text>
          </Group>
          <details className={classes.task}>
            <summary>The task</summary>
            <Stack gap="xs" mt="xs">
              {answer.direction && <HtmlContent html={answer.direction} />}
              <HtmlContent html={answer.prompt} />
              {answer.passage && <HtmlContent html={answer.passage} />}
            </Stack>
          </details>
          <StudentAnswer answer={answer} label={label} />
        </Stack>
        <Stack gap="sm" className={classes.grading}>
          <CriteriaGrades answer={answer} form={form} readOnly={readOnly} onChange={onChange} />
          <Textarea
            label={`Comments on ${label}`}
            autosize
            minRows={3}
            maxRows={12}
            maxLength={EVALUATION_COMMENT_MAX_LENGTH}
            value={form.comments}
            onChange={(e) => onChange({ ...form, comments: e.currentTarget.value })}
            disabled={readOnly}
          />
          <AudioFeedback
            form={form}
            audioUrl={audioUrl}
            readOnly={readOnly}
            label={label}
            onChange={onChange}
            uploadClip={uploadClip}
          />
        </Stack>
      </div>
    </Paper>
  );
}

/** What the student wrote, or their recording. */
function StudentAnswer({ answer, label }: { answer: EvaluationAnswer; label: string }) {
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

type Grading = Pick<Props, 'answer' | 'form' | 'readOnly' | 'onChange'>;

/** A grade per criterion of the rubric, and the result they make once all are given. */
function CriteriaGrades({ answer, form, readOnly, onChange }: Grading) {
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

type Feedback = Omit<Props, 'answer'> & { label: string };

/** The teacher's recorded feedback: played back and removable, or recorded now. */
function AudioFeedback({ form, audioUrl, readOnly, label, onChange, uploadClip }: Feedback) {
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
