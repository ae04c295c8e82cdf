import type { EvaluationDetail } from '@portico/contract/console-evaluations';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import type { FinishAct, useEvaluationActs, useEvaluationDraft } from './use-evaluation-draft';
import { firstOpenBand, toggleStudentRecording, useGradingKeys } from './use-grading-keys';
import { useGradingQueue } from './use-grading-queue';

/**
 * The grading workspace around one attempt (issue 40): its place in the queue, the way to the
 * previous and next attempt (what the page holds saved first), Release that can open the next,
 * the release confirmation and shortcut list, and the keyboard.
 */
export function useGradingWorkspace(
  detail: EvaluationDetail,
  draft: ReturnType<typeof useEvaluationDraft>,
  acts: ReturnType<typeof useEvaluationActs>,
  /** Release, or (a teacher where the school reviews first) send for review. */
  finish: FinishAct = 'release',
) {
  const navigate = useNavigate();
  const place = useGradingQueue(detail.item);
  const [confirming, setConfirming] = useState(false);
  const [shortcuts, setShortcuts] = useState(false);
  const gradable = detail.item.state !== 'released' && detail.answers.length > 0;
  const { autosave } = draft;

  /** Another attempt of the queue, once what this page holds is saved; it opens on its first criterion. */
  const go = async (id: string) => {
    if (gradable && autosave.dirty) await autosave.flush();
    navigate(`/console/evaluations/${id}`, { state: { grading: true } });
  };
  const arrived = useLocation().state as { grading?: boolean } | null;
  useEffect(() => {
    if (arrived?.grading) firstOpenBand()?.focus();
  }, [arrived]);

  const release = (openNext: boolean) => {
    const next = openNext ? place?.nextId : null;
    void acts.release(
      next
        ? () => {
            const done = finish === 'mark' ? 'Sent for review' : `Released to ${detail.item.student.name}`;
            notify.show({ color: 'green', message: `${done}.` });
            void go(next);
          }
        : undefined,
      finish,
    );
  };
  useGradingKeys({
    next: () => place?.nextId && void go(place.nextId),
    previous: () => place?.previousId && void go(place.previousId),
    save: gradable ? () => void acts.save() : undefined,
    release: gradable ? () => setConfirming(true) : undefined,
    play: toggleStudentRecording,
    help: () => setShortcuts(true),
  });
  return { place, gradable, confirming, setConfirming, shortcuts, setShortcuts, go, release };
}
