import { type EvaluationDetail, EvaluationMessages } from '@portico/contract/console-evaluations';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useEvaluationAction } from '../api/evaluation-queue';
import { draftOf, type EvaluationForm, formOf } from '../utils/evaluation-form';

/**
 * Correcting a released evaluation (issue 40): the grades open again on the page, a reason the
 * student will read, and the correction released over the version the page showed (a newer one is
 * refused, never overwritten). Nothing reaches the student until it is released.
 */
export function useCorrection(
  detail: EvaluationDetail,
  form: EvaluationForm,
  setForm: Dispatch<SetStateAction<EvaluationForm>>,
) {
  const action = useEvaluationAction(detail.item.id);
  const [correcting, setCorrecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const start = () => {
    setCorrecting(true);
    setError(null);
    setDone(null);
  };
  const cancel = () => {
    setForm(formOf(detail));
    setReason('');
    setError(null);
    setCorrecting(false);
  };
  const release = () => {
    setError(null);
    action.mutate(
      { kind: 'correct', body: { ...draftOf(form), baseVersion: detail.draftVersion, reason } },
      {
        onSuccess: (res) => {
          setCorrecting(false);
          setReason('');
          setDone(res.message ?? EvaluationMessages.corrected);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };
  // What would be lost by leaving: a change to the grades or a reason typed.
  const changed =
    correcting && (reason.trim() !== '' || JSON.stringify(form) !== JSON.stringify(formOf(detail)));
  return {
    correcting,
    reason,
    setReason,
    start,
    cancel,
    release,
    pending: action.isPending,
    error,
    done,
    changed,
  };
}

export type Correction = ReturnType<typeof useCorrection>;
