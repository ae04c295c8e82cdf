import { Box, Stack, Textarea } from '@mantine/core';
import type { EvaluationDetail } from '@portico/contract/console-evaluations';
import { EVALUATION_COMMENT_MAX_LENGTH } from '@portico/contract/console-evaluations-drafts';
import type { Dispatch, SetStateAction } from 'react';
import { uploadEvaluationAudio } from '../api/evaluation-queue';
import type { EvaluationForm } from '../utils/evaluation-form';
import { EvaluationAnswerCard } from './evaluation-answer-card';

interface Props {
  detail: EvaluationDetail;
  form: EvaluationForm;
  setForm: Dispatch<SetStateAction<EvaluationForm>>;
  audioUrls: Record<string, string>;
  setAudioUrls: Dispatch<SetStateAction<Record<string, string>>>;
  readOnly: boolean;
  /** A field was left: what it holds is saved at once. */
  onLeave: () => void;
}

/** Each answer with its grades, comments and recorded feedback, then the remarks on the whole test. */
export function EvaluationAnswers({
  detail,
  form,
  setForm,
  audioUrls,
  setAudioUrls,
  readOnly,
  onLeave,
}: Props) {
  return (
    <Box onBlur={onLeave}>
      <Stack gap="lg">
        {detail.answers.map((answer) => {
          const answerForm = form.answers[answer.itemId] ?? {
            criteria: {},
            comments: '',
            audioFileId: null,
          };
          return (
            <EvaluationAnswerCard
              key={answer.itemId}
              answer={answer}
              form={answerForm}
              audioUrl={answerForm.audioFileId ? (audioUrls[answerForm.audioFileId] ?? null) : null}
              readOnly={readOnly}
              onChange={(next) =>
                setForm((f) => ({ ...f, answers: { ...f.answers, [answer.itemId]: next } }))
              }
              uploadClip={async (clip) => {
                const saved = await uploadEvaluationAudio(detail.item.id, clip);
                setAudioUrls((u) => ({ ...u, [saved.fileId]: saved.url }));
                setForm((f) => {
                  const current = f.answers[answer.itemId] ?? answerForm;
                  return {
                    ...f,
                    answers: { ...f.answers, [answer.itemId]: { ...current, audioFileId: saved.fileId } },
                  };
                });
              }}
            />
          );
        })}
        <Textarea
          label="Remarks on the whole test"
          description="The student reads them on the report's Remarks tab."
          rows={4}
          maxLength={EVALUATION_COMMENT_MAX_LENGTH}
          value={form.overallComment}
          onChange={(e) => {
            const overallComment = e.currentTarget.value;
            setForm((f) => ({ ...f, overallComment }));
          }}
          disabled={readOnly}
        />
      </Stack>
    </Box>
  );
}
