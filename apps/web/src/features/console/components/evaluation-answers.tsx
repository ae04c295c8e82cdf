import { Box, Stack, Textarea } from '@mantine/core';
import type { EvaluationAnswer, EvaluationDetail } from '@portico/contract/console-evaluations';
import { EVALUATION_COMMENT_MAX_LENGTH } from '@portico/contract/console-evaluations-drafts';
import { gradingUnits, unitKey } from '@portico/contract/evaluation-grading';
import type { Dispatch, SetStateAction } from 'react';
import { uploadEvaluationAudio } from '../api/evaluation-queue';
import { type AnswerForm, EMPTY_ANSWER_FORM, type EvaluationForm } from '../utils/evaluation-form';
import { EvaluationAnswerCard } from './evaluation-answer-card';
import { EvaluationGroupCard } from './evaluation-group-card';
import type { FeedbackAids } from './instant-feedback-panel';

interface Props {
  detail: EvaluationDetail;
  form: EvaluationForm;
  setForm: Dispatch<SetStateAction<EvaluationForm>>;
  audioUrls: Record<string, string>;
  setAudioUrls: Dispatch<SetStateAction<Record<string, string>>>;
  readOnly: boolean;
  /** A field was left: what it holds is saved at once. */
  onLeave: () => void;
  /** Graded by question: the key of the one question shown (the rest and the remarks hidden). */
  only?: string | null;
  /** Each answer's instant feedback and band estimate (issue 41). */
  aids?: FeedbackAids;
}

/**
 * Each answer with its grades, comments and recorded feedback (IELTS Speaking's answers together,
 * graded once), then the remarks on the whole test; graded by question, that question's only.
 */
export function EvaluationAnswers({
  detail,
  form,
  setForm,
  audioUrls,
  setAudioUrls,
  readOnly,
  onLeave,
  only = null,
  aids,
}: Props) {
  const setAnswer = (itemId: string, next: AnswerForm) =>
    setForm((f) => ({ ...f, answers: { ...f.answers, [itemId]: next } }));
  const setGroupCriteria = (unit: EvaluationAnswer[], criteria: AnswerForm['criteria']) =>
    setForm((f) => {
      const answers = { ...f.answers };
      for (const a of unit)
        answers[a.itemId] = { ...(answers[a.itemId] ?? EMPTY_ANSWER_FORM), criteria: { ...criteria } };
      return { ...f, answers };
    });
  // A recorded clip is uploaded, then given to its answer as the form stands by then.
  const uploadClip = (itemId: string) => async (clip: Blob) => {
    const saved = await uploadEvaluationAudio(detail.item.id, clip);
    setAudioUrls((u) => ({ ...u, [saved.fileId]: saved.url }));
    setForm((f) => ({
      ...f,
      answers: {
        ...f.answers,
        [itemId]: { ...(f.answers[itemId] ?? EMPTY_ANSWER_FORM), audioFileId: saved.fileId },
      },
    }));
  };
  return (
    <Box onBlur={onLeave}>
      <Stack gap="lg">
        {gradingUnits(detail.answers).map((unit) => {
          const [answer] = unit;
          if (!answer || (only !== null && unitKey(unit, detail.test.id) !== only)) return null;
          if (unit.length > 1) {
            return (
              <EvaluationGroupCard
                key={answer.itemId}
                unit={unit}
                form={form}
                audioUrls={audioUrls}
                readOnly={readOnly}
                descriptors={detail.descriptors[answer.rubric.id]}
                onAnswer={setAnswer}
                onCriteria={(criteria) => setGroupCriteria(unit, criteria)}
                uploadClip={uploadClip}
                aids={aids}
              />
            );
          }
          const answerForm = form.answers[answer.itemId] ?? EMPTY_ANSWER_FORM;
          return (
            <EvaluationAnswerCard
              key={answer.itemId}
              answer={answer}
              form={answerForm}
              audioUrl={answerForm.audioFileId ? (audioUrls[answerForm.audioFileId] ?? null) : null}
              readOnly={readOnly}
              descriptors={detail.descriptors[answer.rubric.id]}
              onChange={(next) => setAnswer(answer.itemId, next)}
              uploadClip={uploadClip(answer.itemId)}
              aids={aids}
            />
          );
        })}
        {only === null && (
          <OverallRemarks
            value={form.overallComment}
            readOnly={readOnly}
            onChange={(overallComment) => setForm((f) => ({ ...f, overallComment }))}
          />
        )}
      </Stack>
    </Box>
  );
}

/** The remarks on the whole test: the report's Remarks tab. */
function OverallRemarks({
  value,
  readOnly,
  onChange,
}: {
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Textarea
      label="Remarks on the whole test"
      description="The student reads them on the report's Remarks tab."
      autosize
      minRows={3}
      maxRows={12}
      maxLength={EVALUATION_COMMENT_MAX_LENGTH}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      disabled={readOnly}
    />
  );
}
