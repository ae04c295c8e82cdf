import type { EvaluationDetail } from '@portico/contract/console-evaluations';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { FINISH, type Finish } from '../components/grading-bar';
import { questionLabel, questionPath } from '../utils/grading-question';
import { queueLabel } from '../utils/grading-queue';
import type { useEvaluationActs, useEvaluationDraft } from './use-evaluation-draft';
import { firstOpenBand, toggleStudentRecording, useGradingKeys } from './use-grading-keys';
import type { GradingQuestion } from './use-grading-question';
import { useGradingQueue } from './use-grading-queue';

/**
 * The grading workspace around one attempt (issue 40): its place in the queue, the way to the
 * previous and next attempt (what the page holds saved first), Release that can open the next,
 * the release confirmation and shortcut list, and the keyboard. Graded by question, the way goes
 * through the attempts holding that question instead, and keeps to it.
 */
export function useGradingWorkspace(
  detail: EvaluationDetail,
  draft: ReturnType<typeof useEvaluationDraft>,
  acts: ReturnType<typeof useEvaluationActs>,
  question: GradingQuestion | null,
  /** Release, or send for review, or for a second marking, or send the second marking. */
  finish: Finish = 'release',
) {
  const navigate = useNavigate();
  const place = useGradingQueue(detail.item);
  const way = question ? question.place : place;
  const [confirming, setConfirming] = useState(false);
  const [shortcuts, setShortcuts] = useState(false);
  const gradable =
    detail.item.state !== 'released' && detail.answers.length > 0 && !detail.secondMarking?.locked;
  const { autosave } = draft;

  /** Another attempt of the queue, once what this page holds is saved; it opens on its first criterion. */
  const go = async (id: string) => {
    if (gradable && autosave.dirty) await autosave.flush();
    const to = question ? questionPath(id, question.key) : `/console/evaluations/${id}`;
    navigate(to, { state: { grading: true } });
  };
  /** Back to the queue (its questions, graded by question), once what this page holds is saved. */
  const back = async () => {
    if (gradable && autosave.dirty) await autosave.flush();
    navigate('/console/evaluations');
  };
  const label = question ? questionLabel(question.name, question.place) : place ? queueLabel(place) : '';
  const arrived = useLocation().state as { grading?: boolean } | null;
  useEffect(() => {
    if (arrived?.grading) firstOpenBand()?.focus();
  }, [arrived]);

  const release = (openNext: boolean) => {
    const next = openNext ? way?.nextId : null;
    void acts.release(
      next
        ? () => {
            const done =
              finish === 'release' ? `Released to ${detail.item.student.name}` : FINISH[finish].done;
            notify.show({ color: 'green', message: `${done}.` });
            void go(next);
          }
        : undefined,
      FINISH[finish].kind,
    );
  };
  useGradingKeys({
    next: () => way?.nextId && void go(way.nextId),
    previous: () => way?.previousId && void go(way.previousId),
    save: gradable ? () => void acts.save() : undefined,
    release: gradable ? () => setConfirming(true) : undefined,
    play: toggleStudentRecording,
    help: () => setShortcuts(true),
  });
  return {
    place,
    way,
    label,
    back,
    gradable,
    confirming,
    setConfirming,
    shortcuts,
    setShortcuts,
    go,
    release,
  };
}
