import { createHash } from 'node:crypto';
import { type EvaluationDraft, EvaluationDraftSchema } from '@portico/contract/console-evaluations-drafts';
import {
  type SecondMarkingRow as ComparisonRow,
  PICKED_FOR_SECOND_MARKING,
  SECOND_MARKING_TOLERANCE,
  type SecondMarkingStatus,
  type SecondMarkingView,
  SecondMarkingMessages as SM,
} from '@portico/contract/console-second-marking';
import { gradingUnits, unitName } from '@portico/contract/evaluation-grading';
import { answerResult } from '@portico/contract/evaluation-results';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../lib/staff-actor';
import type { Answer } from './evaluation-answers';
import type { EvaluationRow } from './evaluation-queue.repository';
import type { SecondMarkingRepository, SecondMarkingRow } from './second-marking.repository';

/**
 * Second marking (issue 40, decision 057): which evaluations have one, what each member's page
 * shows of it, and what it holds up. The acts are in second-marking-acts.ts.
 */

/**
 * Whether an attempt is in the company's sample: a fixed share of attempts by a hash of the id, so
 * the same attempt is always in or out (the page can say so before the teacher sends it).
 */
export function sampled(attemptId: string, percent: number): boolean {
  if (percent <= 0) return false;
  if (percent >= 100) return true;
  return createHash('sha256').update(attemptId).digest().readUInt32BE(0) % 100 < percent;
}

type Marking = SecondMarkingRow['marking'];

export const statusOf = (m: Marking): SecondMarkingStatus =>
  m.settledAt ? 'settled' : m.submittedAt ? 'submitted' : m.firstAt ? 'open' : 'awaiting-first';

/** The first marking is sent and the two are not settled yet: the queue's 'second' state. */
export const secondPending = (r: Pick<EvaluationRow, 'secondFirstAt' | 'secondSettledAt'>) =>
  Boolean(r.secondFirstAt && !r.secondSettledAt);

/** A second marking is asked for, or the sample picks one not reviewed yet, and none is settled. */
export function secondDue(r: EvaluationRow, actor: Actor): boolean {
  if (r.secondSettledAt) return false;
  return Boolean(r.secondAskedAt) || (!r.reviewedAt && sampled(r.id, actor.grading.secondMarkingPercent));
}

/** Release and review wait for the second marking: refused while one is open or not yet sent for. */
export function checkSecondDone(r: EvaluationRow, actor: Actor) {
  if (secondPending(r)) throw conflict(SM.open);
  if (secondDue(r, actor)) throw badRequest(SM.pickFirst);
}

/** Who gave (or gives) the first marking: as sent, else whoever owns or last saved the draft. */
export const firstMarkerOf = (m: Marking | null, r: EvaluationRow) =>
  m?.firstBy ?? r.assigneeId ?? r.draftSavedById ?? null;

/** This member gives the second marking: not the first marker, and nobody else took it up. */
export function isSecondMarker(m: Marking, r: EvaluationRow, actor: Actor): boolean {
  const status = statusOf(m);
  if (status !== 'open' && status !== 'awaiting-first') return false;
  if (m.markerId) return m.markerId === actor.staff.id;
  const first = firstMarkerOf(m, r);
  return first !== null && first !== actor.staff.id;
}

/**
 * While a second marking is open the first is kept as it was sent; once the second is in, the
 * administrator settling it may work on the evaluation's draft (to settle with their own grades).
 */
export async function checkFirstEditable(repo: SecondMarkingRepository, r: EvaluationRow, actor: Actor) {
  const m = r.secondAskedAt ? (await repo.find(r.companyCode, r.id))?.marking : undefined;
  if (!m) return;
  const status = statusOf(m);
  if (status === 'open' || (status === 'submitted' && actor.staff.role !== 'admin')) throw conflict(SM.kept);
}

const parseDraft = (d: unknown): EvaluationDraft | null => {
  const parsed = d ? EvaluationDraftSchema.safeParse(d) : null;
  return parsed?.success ? parsed.data : null;
};

const person = (p: { id: string | null; name: string | null } | null) =>
  p?.id ? { id: p.id, name: p.name ?? '' } : null;

/** One row of the comparison: the two grades, their difference, flagged past the tolerance. */
function compared(base: Omit<ComparisonRow, 'difference' | 'flagged'>): ComparisonRow {
  const { first, second } = base;
  const difference = first === null || second === null ? null : second - first;
  return {
    ...base,
    difference,
    flagged: difference !== null && Math.abs(difference) > SECOND_MARKING_TOLERANCE,
  };
}

/** Both markings by graded unit (IELTS Speaking once): each criterion, then the answer's result. */
export function comparisonRows(answers: Answer[], first: EvaluationDraft, second: EvaluationDraft) {
  const rows: ComparisonRow[] = [];
  for (const unit of gradingUnits(answers)) {
    const [a] = unit;
    if (!a) continue;
    const question = unitName(unit);
    const one = first.answers[a.itemId]?.criteria ?? {};
    const two = second.answers[a.itemId]?.criteria ?? {};
    for (const c of a.rubricOf.criteria) {
      rows.push(
        compared({
          itemId: a.itemId,
          question,
          criterion: c.key,
          label: c.label,
          first: one[c.key] ?? null,
          second: two[c.key] ?? null,
        }),
      );
    }
    if (a.rubricOf.criteria.length > 1) {
      const result = (given: typeof one) => answerResult(a.rubricOf, given, a.points)?.value ?? null;
      rows.push(
        compared({
          itemId: a.itemId,
          question,
          criterion: null,
          label: a.rubric.resultLabel,
          first: result(one),
          second: result(two),
        }),
      );
    }
  }
  return rows;
}

/** The second marker's own draft, as the page holds and saves it in place of the evaluation's. */
export interface SecondOwnDraft {
  draft: EvaluationDraft | null;
  version: number;
  savedBy: { id: string; name: string } | null;
}

/**
 * What this member's page shows of the attempt's second marking (null: none), and, for its second
 * marker, their own draft. The first marking is never in a second marker's page.
 */
export async function secondMarkingOf(
  repo: SecondMarkingRepository,
  actor: Actor,
  row: EvaluationRow,
  answers: Answer[],
): Promise<{ view: SecondMarkingView; own: SecondOwnDraft | null } | null> {
  // The attempt's row says whether it has one: most have none, and the page reads this on every save.
  const found = row.secondAskedAt ? await repo.find(row.companyCode, row.id) : undefined;
  if (!found) return sampledView(row, actor);
  const m = found.marking;
  const status = statusOf(m);
  const marking = isSecondMarker(m, row, actor);
  const admin = actor.staff.role === 'admin';
  const involved = [m.firstBy, m.markerId].includes(actor.staff.id);
  const shown = (status === 'submitted' && admin) || (status === 'settled' && (admin || involved));
  const first = parseDraft(m.firstDraft);
  const second = parseDraft(m.draft);
  const view: SecondMarkingView = {
    reason: m.reason,
    note: m.note,
    requestedBy: person(found.requestedBy),
    requestedAt: m.requestedAt.toISOString(),
    status,
    firstBy: person(found.firstBy),
    secondBy: person(found.marker),
    marking,
    locked: !marking && (status === 'open' || (status === 'submitted' && !admin)),
    submittedAt: m.submittedAt?.toISOString() ?? null,
    settledAt: m.settledAt?.toISOString() ?? null,
    settledBy: person(found.settledBy),
    settledWith: m.settledWith ?? null,
    comparison:
      shown && first && second ? { rows: comparisonRows(answers, first, second), first, second } : null,
  };
  // Sent, a teacher's second marking stays theirs to read (not the first) until it is settled.
  const sentByMe = status === 'submitted' && m.markerId === actor.staff.id && !admin;
  const own =
    marking || sentByMe ? { draft: second, version: m.version, savedBy: person(found.marker) } : null;
  return { view, own };
}

/** Picked by the sample and not sent yet: the page says so, so the teacher sends it for a second marking. */
function sampledView(row: EvaluationRow, actor: Actor) {
  if (row.evaluationStatus === 1 || !secondDue(row, actor)) return null;
  return { view: PICKED_FOR_SECOND_MARKING, own: null };
}
