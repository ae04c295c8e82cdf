import { notFound } from '../../lib/errors';
import type { AssessmentRepository } from './assessment.repository';
import type { StudentTestRow } from './attempt.repository';
import { applyRoute, chooseRoute, sectionsToRoute } from './routing-step';
import { scoreAttempt } from './score-attempt';
import type { TestContent } from './test-json';

/** Scores an attempt from what is stored now (its content, answers and teachers' scores). */
export async function scoreStored(
  repo: AssessmentRepository,
  attempt: StudentTestRow,
  content?: TestContent,
) {
  const held = content ?? (await repo.content.testContent(attempt.companyCode, attempt.testId, attempt));
  if (!held) throw notFound('Test not found.');
  const trackRows = await repo.tracks.tracksOf(attempt.id);
  const evaluations = await repo.tracks.evaluationsOf(attempt.id);
  const result = scoreAttempt({
    ...held,
    itemOrder: attempt.itemOrder,
    routes: attempt.routes,
    cats: attempt.cat,
    tracks: trackRows.map((t) => ({
      itemId: t.itemId,
      selectedOptionId: t.selectedOptionId,
      enteredText: t.enteredText,
      inputResponses: t.inputResponses,
      timeTaken: t.timeTaken,
    })),
    evaluations: new Map(evaluations.map((e) => [e.itemId, e.score])),
    evaluatedBands: attempt.evaluatedBands,
    lateAnswers: await repo.tracks.lateCount(attempt.id),
  });
  return { result, trackRows, content: held };
}

/**
 * Decision 063: each routed section the attempt's new clock has started takes its route, from the
 * answers committed so far to the section it is routed from, and its route's items are handed out.
 * In the caller's transaction (the attempt locked), after the clock is stored.
 */
export async function routeStartedSections(
  repo: AssessmentRepository,
  attempt: StudentTestRow,
  content: TestContent,
  now: Date,
): Promise<void> {
  await routeSections(
    repo,
    attempt,
    content,
    now,
    sectionsToRoute(content.sections, attempt.routes, attempt.sectionClock),
  );
}

/**
 * Every routed section of the attempt without a route takes one now, from the answers stored (the
 * demo's seeded attempts, which have no clock: their Module 1 is answered, then their Module 2).
 */
export async function routeEverySection(
  repo: AssessmentRepository,
  attempt: StudentTestRow,
  content: TestContent,
  now: Date,
): Promise<void> {
  const due = content.sections.filter(
    (s) => s.routing && attempt.routes[s.id] && !attempt.routes[s.id]?.route,
  );
  await routeSections(repo, attempt, content, now, due);
}

async function routeSections(
  repo: AssessmentRepository,
  attempt: StudentTestRow,
  content: TestContent,
  now: Date,
  due: TestContent['sections'],
): Promise<void> {
  if (!due.length) return;
  const { result } = await scoreStored(repo, attempt, content);
  const items = new Map(content.items.map((i) => [i.id, i]));
  let next = { itemOrder: attempt.itemOrder, routes: attempt.routes };
  for (const section of due) {
    const choice = chooseRoute(section, next.itemOrder, items, result.itemScores);
    if (choice) next = applyRoute(next, section.id, choice, now);
  }
  await repo.attempts.saveRoutes(attempt.id, next.itemOrder, next.routes);
}

/**
 * Scores an attempt from what is stored now and saves the report. Called inside the attempt's
 * transaction (AssessmentRepository.withAttempt) with that transaction's repository, so the score
 * always covers every answer committed before it and none after.
 */
export async function rescoreAttempt(repo: AssessmentRepository, attempt: StudentTestRow): Promise<void> {
  const { result, trackRows } = await scoreStored(repo, attempt);
  const tracked = new Set(trackRows.map((t) => t.itemId));
  await repo.attempts.saveScores(
    attempt.id,
    result.report.score,
    result.report,
    [...result.itemScores.entries()]
      .filter(([itemId]) => tracked.has(itemId))
      .map(([itemId, s]) => ({
        itemId,
        isCorrect: s.isCorrect,
        points: s.points,
        negativePoints: s.negativePoints,
        answered: s.answered,
        parts: s.parts ?? null,
      })),
  );
}

/**
 * Ends an attempt in progress and scores it, in the caller's transaction: end and score commit
 * together. 'student' is the student's submit (at any time: nothing is accepted after it);
 * 'timer' is the server closing an attempt whose time and grace period ran out. The end time is
 * never later than the deadline. Returns the ended attempt, or the attempt unchanged when it had
 * already ended.
 */
export async function finaliseAttempt(
  repo: AssessmentRepository,
  attempt: StudentTestRow,
  endedBy: 'student' | 'timer',
  now: Date,
): Promise<StudentTestRow> {
  if (attempt.status !== 'InProgress') return attempt;
  const endedAt = attempt.deadlineAt && attempt.deadlineAt < now ? attempt.deadlineAt : now;
  if (!(await repo.attempts.markEnded(attempt.id, endedAt, endedBy))) return attempt;
  const ended: StudentTestRow = { ...attempt, status: 'Completed', endedAt, endedBy };
  await rescoreAttempt(repo, ended);
  // Its written and spoken answers are measured once this commits (instant feedback, issue 41).
  await repo.feedback.enqueueAttempt(ended.id);
  return ended;
}
