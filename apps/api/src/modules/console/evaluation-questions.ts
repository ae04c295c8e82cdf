import { plainText, truncate } from '@portico/contract/answers';
import type { EvaluationQuestion, EvaluationQuestions } from '@portico/contract/console-evaluations';
import { EvaluationDraftSchema } from '@portico/contract/console-evaluations-drafts';
import { gradingUnits, questionName, unitGraded, unitKey } from '@portico/contract/evaluation-grading';
import { examOf } from '@portico/contract/evaluation-rubrics';
import { type Actor, courseScope } from '../../lib/staff-actor';
import type { TrackRow } from '../assessment/track.repository';
import { type Answer, evaluableAnswers, examTitle } from './evaluation-answers';
import type { EvaluationQueueRepository } from './evaluation-queue.repository';

/** How much of a prompt the list of questions shows. */
const EXCERPT_LENGTH = 140;

type Waiting = Awaited<ReturnType<EvaluationQueueRepository['waitingAttempts']>>[number];

/** A question as first met, before its attempts are counted. */
function newQuestion(row: Waiting, key: string, unit: Answer[]): EvaluationQuestion {
  const [first] = unit;
  return {
    key,
    testId: row.attempt.testId,
    testTitle: row.testTitle,
    examTitle: examTitle(row),
    name: questionName(unit),
    sectionTitle: first?.sectionTitle ?? '',
    excerpt: truncate(plainText(first?.prompt), EXCERPT_LENGTH),
    attempts: [],
    ungraded: 0,
  };
}

/**
 * Grading by question (issue 40): the questions of the waiting attempts the actor may grade (an
 * administrator's company, a faculty member's courses, as the queue), each with the attempts holding
 * it oldest request first and whether its answer is graded in the attempt's draft. IELTS Speaking is
 * one question per test (graded once). Questions come in the order first met going down the queue:
 * the one of the oldest request first, then as its test orders them.
 */
export async function evaluationQuestions(
  repo: EvaluationQueueRepository,
  actor: Actor,
): Promise<EvaluationQuestions> {
  const { companyCode } = actor.staff;
  const rows = await repo.waitingAttempts(companyCode, courseScope(actor));
  const tracks = new Map<string, TrackRow[]>();
  for (const track of await repo.answerTracks(rows.map((r) => r.attempt.id))) {
    const list = tracks.get(track.studentTestId) ?? [];
    list.push(track);
    tracks.set(track.studentTestId, list);
  }
  const questions = new Map<string, EvaluationQuestion>();
  const content = repo.assessment().content;
  for (const row of rows) {
    const { attempt } = row;
    const test = await content.testContent(companyCode, attempt.testId, attempt);
    if (!test) continue;
    const answers = evaluableAnswers(test, attempt, tracks.get(attempt.id) ?? [], examOf(test.test));
    const draft = EvaluationDraftSchema.safeParse(row.draft);
    const given = draft.success ? draft.data.answers : {};
    const requestedAt = (attempt.evaluationRequestedAt ?? attempt.endedAt ?? attempt.createdAt).toISOString();
    for (const unit of gradingUnits(answers)) {
      const key = unitKey(unit, attempt.testId);
      const question = questions.get(key) ?? newQuestion(row, key, unit);
      questions.set(key, question);
      const graded = unitGraded(unit, given);
      question.attempts.push({ id: attempt.id, requestedAt, graded });
      if (!graded) question.ungraded += 1;
    }
  }
  return { questions: [...questions.values()] };
}
