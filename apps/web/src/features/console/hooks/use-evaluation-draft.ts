import { type EvaluationDetail, EvaluationMessages } from '@portico/contract/console-evaluations';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useAutosave } from '../../../lib/use-autosave';
import { evaluationConflictOf, evaluationQuery, useEvaluationAction } from '../api/evaluation-queue';
import { draftOf, type EvaluationForm, formOf } from '../utils/evaluation-form';
import { useSecondMarkingActs } from './use-second-marking-acts';

/**
 * The grades on the page and their autosave: what the teacher typed, the clips' addresses, and the
 * teacher's own version kept once the latest draft replaced it in the form.
 */
export function useEvaluationDraft(detail: EvaluationDetail) {
  // Apart from the page's action, so an autosave does not show as a click on Save or Release.
  const saver = useEvaluationAction(detail.item.id);
  const [form, setForm] = useState<EvaluationForm>(() => formOf(detail));
  const [audioUrls, setAudioUrls] = useState<Record<string, string>>(detail.audioUrls);
  /** The teacher's own version, kept on the page once the latest draft replaced it in the form. */
  const [mine, setMine] = useState<EvaluationForm | null>(null);
  const released = detail.item.state === 'released';
  // A second marker's page saves their own draft; a first marking kept for a second one is not saved.
  const kind = detail.secondMarking?.marking ? 'secondDraft' : 'draft';

  // Issue 35: the draft reaches the server as the teacher types, over the version this page has.
  const autosave = useAutosave({
    value: form,
    version: detail.draftVersion,
    enabled: !released && detail.answers.length > 0 && !detail.secondMarking?.locked,
    conflictOf: evaluationConflictOf,
    save: async (value, baseVersion) =>
      (await saver.mutateAsync({ kind, body: { ...draftOf(value), baseVersion } })).detail.draftVersion,
  });
  return { form, setForm, audioUrls, setAudioUrls, mine, setMine, autosave };
}

export type Draft = ReturnType<typeof useEvaluationDraft>;

/**
 * How a finished evaluation leaves the teacher: released, sent for review (or for a second
 * marking), reviewed, or, for a second marker, their marking sent (issue 40).
 */
export type FinishAct = 'release' | 'mark' | 'review' | 'secondSubmit';

/**
 * What the teacher does on an evaluation: save now, release, load the latest draft after a conflict,
 * and assign it; with the failure or success each one shows.
 */
export function useEvaluationActs(
  detail: EvaluationDetail,
  draft: Draft,
  heading: RefObject<HTMLElement | null>,
) {
  const action = useEvaluationAction(detail.item.id);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { autosave } = draft;

  const save = async () => {
    setError(null);
    setDone(null);
    setSaving(true);
    const saved = await autosave.flush({ force: true });
    setSaving(false);
    if (saved !== null) setDone(EvaluationMessages.draftSaved);
  };
  /**
   * Releases what the page shows (or, where the school reviews first, sends it for review or marks
   * it reviewed); `then` runs once it is done (the workspace opens the next).
   */
  const release = async (then?: () => void, kind: FinishAct = 'release') => {
    setError(null);
    setDone(null);
    // What is on the page is saved first, so the release is based on the version that holds it.
    const baseVersion = await autosave.flush();
    if (baseVersion === null) return;
    action.mutate(
      { kind, body: { ...draftOf(draft.form), baseVersion } },
      {
        onSuccess: (res) => {
          setDone(res.message ?? null);
          if (then) then();
          else heading.current?.focus();
        },
        onError: (err) => {
          const conflict = evaluationConflictOf(err);
          if (conflict) autosave.refused(conflict);
          else setError(errorMessage(err));
        },
      },
    );
  };
  const { loadingLatest, loadLatest } = useLoadLatest(detail, draft, setError);
  const assign = (staffId: string | null) =>
    action.mutate(
      { kind: 'assign', body: { staffId } },
      {
        onSuccess: () => notify.show({ color: 'green', message: 'The evaluation is assigned.' }),
        onError: (err) => setError(errorMessage(err)),
      },
    );
  const second = useSecondMarkingActs(detail, draft, { setError, setDone });
  const pending = action.isPending ? action.variables?.kind : undefined;
  return {
    error,
    done,
    saving,
    loadingLatest,
    pending,
    save,
    release,
    loadLatest,
    assign,
    ...second,
  };
}

export type EvaluationActs = ReturnType<typeof useEvaluationActs>;

/** After a refused save: the latest draft loaded into the form, the teacher's own kept beside it. */
function useLoadLatest(detail: EvaluationDetail, draft: Draft, setError: (m: string) => void) {
  const queryClient = useQueryClient();
  const [loadingLatest, setLoadingLatest] = useState(false);
  const loadLatest = async () => {
    setLoadingLatest(true);
    try {
      const latest = await queryClient.fetchQuery({ ...evaluationQuery(detail.item.id), staleTime: 0 });
      const next = formOf(latest);
      draft.setMine(draft.form);
      draft.setForm(next);
      draft.setAudioUrls((u) => ({ ...u, ...latest.audioUrls }));
      draft.autosave.reset(next, latest.draftVersion);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setLoadingLatest(false);
    }
  };
  return { loadingLatest, loadLatest };
}
