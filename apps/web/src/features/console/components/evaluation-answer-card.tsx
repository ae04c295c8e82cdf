import { Box, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import type { EvaluationAnswer } from '@portico/contract/console-evaluations';
import { EVALUATION_COMMENT_MAX_LENGTH } from '@portico/contract/console-evaluations-drafts';
import { HtmlContent } from '../../../components/html-content';
import { type AnswerForm, resultOf, scaleOf } from '../utils/evaluation-form';
import { EvaluationRecorder } from './evaluation-recorder';

interface Props {
  answer: EvaluationAnswer;
  form: AnswerForm;
  audioUrl: string | null;
  readOnly: boolean;
  onChange: (form: AnswerForm) => void;
  uploadClip: (clip: Blob) => Promise<void>;
}

/** One written or spoken answer: its prompt, the student's text or recording, and the teacher's grading. */
export function EvaluationAnswerCard({ answer, form, audioUrl, readOnly, onChange, uploadClip }: Props) {
  const id = `answer-${answer.itemId}`;
  const label = `question ${answer.number}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="h4" id={id}>
            Question {answer.number} · {answer.sectionTitle}
          </Title>
          <Text size="sm" c="gray.7">
            {answer.rubric.title}
          </Text>
        </Group>
        {answer.direction && <HtmlContent html={answer.direction} />}
        <HtmlContent html={answer.prompt} />
        {answer.passage && (
          <details>
            <summary>Passage</summary>
            <HtmlContent html={answer.passage} />
          </details>
        )}
        <StudentAnswer answer={answer} label={label} />
        <CriteriaGrades answer={answer} form={form} readOnly={readOnly} onChange={onChange} />
        <Textarea
          label={`Comments on ${label}`}
          rows={4}
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
      <Text
        component="div"
        p="sm"
        bg="gray.0"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 6 }}
      >
        {answer.text}
      </Text>
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
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {answer.rubric.criteria.map((c) => (
          <Select
            key={c.key}
            label={`${c.label} (${c.min}–${c.max})`}
            placeholder="Not given"
            data={scaleOf(c)}
            value={
              form.criteria[c.key] === null || form.criteria[c.key] === undefined
                ? null
                : String(form.criteria[c.key])
            }
            onChange={(v) =>
              onChange({ ...form, criteria: { ...form.criteria, [c.key]: v === null ? null : Number(v) } })
            }
            disabled={readOnly}
            allowDeselect
          />
        ))}
      </SimpleGrid>
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
