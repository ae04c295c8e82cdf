import type { EvaluationDraft } from '@portico/contract/console-evaluations-drafts';
import { sectionResult } from '@portico/contract/evaluation-results';
import type { RUBRICS } from '@portico/contract/evaluation-rubrics';
import type { Actor } from '../../lib/staff-actor';
import { rescoreAttempt } from '../assessment/attempt-scoring';
import { fileObjectUrl } from '../storage/storage.service';
import { type Answer, releasedResults } from './evaluation-answers';
import type { AttemptRow, EvaluationQueueRepository, EvaluationRow } from './evaluation-queue.repository';
import { replyHtml } from './support-queue.service';

/**
 * The student's report of an attempt, as their own pages open it (web `lib/learning/launch-route.ts`):
 * a mock's mock report, else by the test's template, else the generic report.
 */
export function reportPath(r: { id: string; objectKind: string | null; template: string | null }): string {
  if (r.objectKind === 'Mock') return `/ielts-mockreport/${r.id}`;
  const template = r.template?.trim().toLowerCase() ?? '';
  if (template === 'duolingo') return `/duolingo-report/${r.id}`;
  if (template === 'celpip') return `/celpip-report/${r.id}`;
  return `/report/${r.id}`;
}

/** Section results by referenceType from the released answers (SCORING.md: Writing and Speaking bands). */
function sectionBands(answers: Answer[], results: Map<string, { value: number }>) {
  const bySection = new Map<string, { rubric: keyof typeof RUBRICS | 'points'; value: number }[]>();
  for (const a of answers) {
    const list = bySection.get(a.referenceType) ?? [];
    list.push({ rubric: a.rubricOf.id, value: results.get(a.itemId)?.value ?? 0 });
    bySection.set(a.referenceType, list);
  }
  const bands: Record<string, number> = {};
  for (const [ref, list] of bySection) {
    const value = sectionResult(list);
    if (value !== null) bands[ref] = value;
  }
  return bands;
}

/**
 * What Release writes for the student, inside the act's transaction (CONSOLE.md): each answer's
 * evaluation by the exam's rule, the clips given to the student, the section results and overall
 * comment on the attempt, and the attempt rescored with its report.
 */
export async function writeRelease(
  repo: EvaluationQueueRepository,
  actor: Actor,
  attempt: { before: EvaluationRow; locked: AttemptRow; answers: Answer[] },
  draft: EvaluationDraft,
) {
  const { before, locked, answers } = attempt;
  const results = releasedResults(draft, answers);
  const clips: string[] = [];
  await repo.saveItemEvaluations(
    answers.map((a) => {
      const given = draft.answers[a.itemId];
      const audio = given?.audioFileId ?? null;
      if (audio) clips.push(audio);
      const criteria = Object.fromEntries(
        a.rubricOf.criteria.map((c) => [c.key, Number(given?.criteria[c.key] ?? 0)]),
      );
      return {
        studentTestId: before.id,
        itemId: a.itemId,
        companyCode: before.companyCode,
        staffId: actor.staff.id,
        score: results.get(a.itemId)?.itemScore ?? 0,
        comments: given?.comments.trim() ? replyHtml(given.comments) : null,
        audioFeedback: audio ? fileObjectUrl(audio) : null,
        criteria,
        notes: given?.notes ?? [],
      };
    }),
  );
  await repo.giveFiles(before.companyCode, clips, before.studentId);
  const bands = { ...locked.evaluatedBands, ...sectionBands(answers, results) };
  const updated = await repo.updateAttempt(before.id, {
    evaluationStatus: 1,
    evaluatedBands: bands,
    comments: draft.overallComment.trim() ? replyHtml(draft.overallComment) : locked.comments,
  });
  await rescoreAttempt(repo.assessment(), updated);
  return { bands, scores: Object.fromEntries(results) };
}
