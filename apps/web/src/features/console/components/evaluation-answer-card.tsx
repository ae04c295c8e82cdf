import type { RubricDescriptors } from '@portico/contract/band-descriptors';
import type { EvaluationAnswer } from '@portico/contract/console-evaluations';
import type { AnswerForm } from '../utils/evaluation-form';
import { EstimateDisagreement } from './estimate-disagreement';
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
  answer: EvaluationAnswer;
  form: AnswerForm;
  audioUrl: string | null;
  readOnly: boolean;
  descriptors?: RubricDescriptors;
  onChange: (form: AnswerForm) => void;
  uploadClip: (clip: Blob) => Promise<void>;
  /** Its instant feedback and band estimate (issue 41). */
  aids?: FeedbackAids;
}

/**
 * One written or spoken answer: the student's text or recording beside the teacher's grading (its
 * criteria, comments and recorded feedback), the task a click away above the answer.
 */
export function EvaluationAnswerCard({
  answer,
  form,
  audioUrl,
  readOnly,
  descriptors,
  onChange,
  uploadClip,
  aids,
}: Props) {
  const label = `question ${answer.number}`;
  return (
    <GradingCard
      id={`answer-${answer.itemId}`}
      title={`Question ${answer.number} · ${answer.sectionTitle}`}
      note={answer.rubric.title}
      work={
        <>
          <TaskDetails answer={answer} />
          <StudentAnswer answer={answer} label={label} notes={{ form, readOnly, onChange }} />
          <InstantFeedbackPanel answer={answer} aids={aids} criteria={form.criteria} />
        </>
      }
      grading={
        <>
          <CriteriaGrades
            answer={answer}
            form={form}
            readOnly={readOnly}
            onChange={onChange}
            descriptors={descriptors}
          />
          <EstimateDisagreement answer={answer} form={form} aids={aids} readOnly={readOnly} />
          <CommentField
            label={`Comments on ${label}`}
            form={form}
            readOnly={readOnly}
            onChange={onChange}
            criteria={answer.rubric.criteria.map((c) => c.label)}
          />
          <AudioFeedback
            form={form}
            audioUrl={audioUrl}
            readOnly={readOnly}
            label={label}
            onChange={onChange}
            uploadClip={uploadClip}
          />
        </>
      }
    />
  );
}
