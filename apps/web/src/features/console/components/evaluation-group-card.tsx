import { Stack, Text, Title } from '@mantine/core';
import type { RubricDescriptors } from '@portico/contract/band-descriptors';
import type { EvaluationAnswer } from '@portico/contract/console-evaluations';
import { disagreeingGroup, groupValue, unitName } from '@portico/contract/evaluation-grading';
import { type AnswerForm, EMPTY_ANSWER_FORM, type EvaluationForm } from '../utils/evaluation-form';
import {
  AudioFeedback,
  CommentField,
  CriteriaGrades,
  GradingCard,
  StudentAnswer,
  TaskDetails,
} from './evaluation-answer-parts';
import { type FeedbackAids, InstantFeedbackPanel } from './instant-feedback-panel';

interface Props {
  /** The group's answers in the attempt's order (IELTS Speaking's questions). */
  unit: EvaluationAnswer[];
  form: EvaluationForm;
  audioUrls: Record<string, string>;
  readOnly: boolean;
  /** What each band of the rubric's criteria means. */
  descriptors?: RubricDescriptors;
  /** One answer's notes or feedback clip changed. */
  onAnswer: (itemId: string, next: AnswerForm) => void;
  /** The group's bands changed: every answer of it takes them. */
  onCriteria: (criteria: AnswerForm['criteria']) => void;
  uploadClip: (itemId: string) => (clip: Blob) => Promise<void>;
  /** Each recording's measures (issue 41). */
  aids?: FeedbackAids;
}

/**
 * IELTS Speaking graded once per test, as the examiner does (issue 40): every recording with its
 * question and the teacher's notes on it on the left; the four criteria, the band and one feedback
 * clip on the right. The bands are written to each question of the test.
 */
export function EvaluationGroupCard({
  unit,
  form,
  audioUrls,
  readOnly,
  descriptors,
  onAnswer,
  onCriteria,
  uploadClip,
  aids,
}: Props) {
  const [first] = unit;
  if (!first) return null;
  const name = unitName(unit);
  const lead = form.answers[first.itemId] ?? EMPTY_ANSWER_FORM;
  const criteria = Object.fromEntries(
    first.rubric.criteria.map((c) => [c.key, groupValue(unit, form.answers, c.key)]),
  );
  const apart = disagreeingGroup(unit, form.answers) !== null;
  return (
    <GradingCard
      id={`group-${first.itemId}`}
      title={`${first.sectionTitle} · Questions ${first.number}–${unit.at(-1)?.number ?? first.number}`}
      note={`${first.rubric.title}, graded once for the test`}
      work={unit.map((answer) => (
        <SpokenAnswer
          key={answer.itemId}
          answer={answer}
          form={form.answers[answer.itemId] ?? EMPTY_ANSWER_FORM}
          readOnly={readOnly}
          onChange={(next) => onAnswer(answer.itemId, next)}
          aids={aids}
        />
      ))}
      grading={
        <>
          {apart && !readOnly && (
            <Text size="sm" c="orange.9">
              The questions were given different bands before; pick the test’s band for each criterion.
            </Text>
          )}
          <CriteriaGrades
            answer={first}
            form={{ ...lead, criteria }}
            readOnly={readOnly}
            descriptors={descriptors}
            onChange={(next) => onCriteria(next.criteria)}
          />
          <AudioFeedback
            form={lead}
            audioUrl={lead.audioFileId ? (audioUrls[lead.audioFileId] ?? null) : null}
            readOnly={readOnly}
            label={name}
            onChange={(next) => onAnswer(first.itemId, next)}
            uploadClip={uploadClip(first.itemId)}
          />
        </>
      }
    />
  );
}

/** One question of the group: what was asked, the recording, and the teacher's notes on it. */
function SpokenAnswer({
  answer,
  form,
  readOnly,
  onChange,
  aids,
}: {
  answer: EvaluationAnswer;
  form: AnswerForm;
  readOnly: boolean;
  onChange: (next: AnswerForm) => void;
  aids?: FeedbackAids;
}) {
  const label = `question ${answer.number}`;
  return (
    <Stack gap={6}>
      <Title order={3} fz="md">
        Question {answer.number}
      </Title>
      <TaskDetails answer={answer} summary="The question" />
      <StudentAnswer answer={answer} label={label} />
      <InstantFeedbackPanel answer={answer} aids={aids} criteria={form.criteria} />
      <CommentField
        label={`Notes on ${label}`}
        form={form}
        readOnly={readOnly}
        onChange={onChange}
        criteria={answer.rubric.criteria.map((c) => c.label)}
        minRows={2}
      />
    </Stack>
  );
}
