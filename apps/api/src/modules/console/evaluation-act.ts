import { EvaluationMessages as M } from '@portico/contract/console-evaluations';
import { examOf } from '@portico/contract/evaluation-rubrics';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import { type Answer, evaluableAnswers } from './evaluation-answers';
import type { ChangeWork } from './evaluation-correction';
import type { AttemptRow, EvaluationQueueRepository, EvaluationRow } from './evaluation-queue.repository';
import { inActorCourses } from './queue-common';

/** The attempt's written and spoken answers, read through `repo` (in a transaction: its own). */
export async function answersOf(repo: EvaluationQueueRepository, attempt: AttemptRow): Promise<Answer[]> {
  const content = await repo.assessment().content.testContent(attempt.companyCode, attempt.testId, attempt);
  if (!content) throw notFound(M.notFound);
  return evaluableAnswers(content, attempt, await repo.tracksOf(attempt.id), examOf(content.test));
}

/** One act on an evaluation: its audit name, whether this one is written, and on which evaluations. */
export interface EvaluationAct {
  action: string;
  /** Whether this act is written to the audit log, given the attempt's work before it. */
  audited?: (before: EvaluationRow) => boolean;
  /** The acts of grading work on one not released yet, a correction on a released one, a clip on either. */
  on?: 'open' | 'released' | 'any';
}

/**
 * One act, one transaction: the attempt locked, checked, changed, and the change in the audit log.
 * Every act on an evaluation (grading, release, correction, second marking) goes through here.
 */
export async function evaluationAct(
  repo: EvaluationQueueRepository,
  actor: Actor,
  id: string,
  act: EvaluationAct,
  work: ChangeWork,
): Promise<void> {
  const { companyCode } = actor.staff;
  const on = act.on ?? 'open';
  await repo.transaction(async (repo, tx) => {
    const locked = await repo.lock(companyCode, id);
    if (!locked || locked.evaluationStatus === null || !locked.evaluationRequestedAt)
      throw notFound(M.notFound);
    const before = await repo.attempt(companyCode, id);
    if (!before) throw notFound(M.notFound);
    if (!inActorCourses(actor, before.courseId)) throw forbidden(M.notYourCourse);
    const released = locked.evaluationStatus === 1 || Boolean(before.releasedAt);
    if (on === 'open' && released) throw conflict(M.alreadyReleased);
    if (on === 'released' && !released) throw conflict(M.notReleased);
    const answers = await answersOf(repo, locked);
    const after = await work(repo, before, answers, locked, tx);
    if (act.audited && !act.audited(before)) return;
    await repo.audit({
      companyCode,
      staffId: actor.staff.id,
      action: act.action,
      entity: 'student_test',
      entityId: id,
      before: {
        evaluationStatus: locked.evaluationStatus,
        evaluatedBands: locked.evaluatedBands,
        assignee: before.assigneeId,
        draftSavedAt: before.draftSavedAt?.toISOString() ?? null,
        draftVersion: before.draftVersion ?? 0,
      },
      after,
      ip: actor.ip,
    });
  });
}
