import type { EvaluationDetail } from '@portico/contract/console-evaluations';
import type { EvaluationConflict } from '@portico/contract/console-evaluations-drafts';
import type { SecondMarkingKeep } from '@portico/contract/console-second-marking';
import { errorMessage } from '../../../lib/api-error';
import { evaluationConflictOf, useEvaluationAction } from '../api/evaluation-queue';
import { draftOf, type EvaluationForm, formOf } from '../utils/evaluation-form';

/** What of the page's draft (use-evaluation-draft.ts) settling reads and sets. */
interface DraftParts {
  form: EvaluationForm;
  setForm: (form: EvaluationForm) => void;
  autosave: {
    flush: () => Promise<number | null>;
    reset: (value: EvaluationForm, version: number) => void;
    refused: (conflict: EvaluationConflict) => void;
  };
}

/**
 * The acts of second marking on the workspace (issue 40, decision 057): asking for one, and an
 * administrator's settling; their failure or success shown where the page's other acts show theirs.
 */
export function useSecondMarkingActs(
  detail: EvaluationDetail,
  draft: DraftParts,
  report: { setError: (m: string | null) => void; setDone: (m: string | null) => void },
) {
  const action = useEvaluationAction(detail.item.id);
  const { autosave } = draft;
  const failed = (err: unknown) => report.setError(errorMessage(err));

  /** A second marking asked for (its teacher or an administrator), with why; `then` once it is. */
  const askSecond = (note: string, then?: () => void) => {
    report.setError(null);
    action.mutate(
      { kind: 'askSecond', body: { note } },
      {
        onSuccess: (res) => {
          report.setDone(res.message ?? null);
          then?.();
        },
        onError: failed,
      },
    );
  };

  /** An administrator settles the two markings: what the page holds is saved first, then the grades kept. */
  const settle = async (keep: SecondMarkingKeep) => {
    report.setError(null);
    report.setDone(null);
    const baseVersion = await autosave.flush();
    if (baseVersion === null) return;
    const body = keep === 'own' ? { ...draftOf(draft.form), baseVersion, keep } : { keep, baseVersion };
    action.mutate(
      { kind: 'settle', body },
      {
        onSuccess: (res) => {
          const next = formOf(res.detail);
          draft.setForm(next);
          autosave.reset(next, res.detail.draftVersion);
          report.setDone(res.message ?? null);
        },
        onError: (err) => {
          const conflict = evaluationConflictOf(err);
          if (conflict) autosave.refused(conflict);
          else failed(err);
        },
      },
    );
  };
  const secondPending = action.isPending ? action.variables?.kind : undefined;
  return { askSecond, settle, secondPending };
}
