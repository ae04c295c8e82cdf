import {
  type ActivityStatus,
  COHORT_WEAKEST,
  type CohortPrediction,
  type CohortStudent,
  type CohortView,
  type CohortWeakSpot,
} from '@portico/contract/console-cohorts';
import type { MeasurePrediction } from '@portico/contract/prediction';
import { EVALUATED_SKILLS } from '@portico/contract/reports';

const DAY_MS = 86_400_000;

/**
 * A student's activity by the last thing they did: active within `quietDays` days of `now`, quiet
 * after that, never when nothing is on record; with the whole days since.
 */
export function activityOf(
  lastAt: Date | undefined,
  now: Date,
  quietDays: number,
): { status: ActivityStatus; daysSince: number | null } {
  if (!lastAt) return { status: 'never', daysSince: null };
  const daysSince = Math.max(0, Math.floor((now.getTime() - lastAt.getTime()) / DAY_MS));
  return { status: statusOf(daysSince, quietDays), daysSince };
}

const statusOf = (daysSince: number | null, quietDays: number): ActivityStatus =>
  daysSince === null ? 'never' : daysSince >= quietDays ? 'quiet' : 'active';

/** Quiet students first (the longest quiet on top), then those who never started, then the active. */
const ORDER = { quiet: 0, never: 1, active: 2 } as const;
export const byConcern = (a: CohortStudent, b: CohortStudent) =>
  ORDER[a.status] - ORDER[b.status] ||
  (b.daysSinceActive ?? 0) - (a.daysSinceActive ?? 0) ||
  a.name.localeCompare(b.name);

/** The cohort's students and counts as they stand with quiet from `quietDays` days. */
export function atQuietDays(view: CohortView, quietDays: number): CohortView {
  const students = view.students
    .map((s) => ({ ...s, status: statusOf(s.daysSinceActive, quietDays) }))
    .sort(byConcern);
  return { ...view, quietDays, students, counts: countsOf(students) };
}

/** How many students there are, and how many are active, quiet and not started. */
export function countsOf(students: readonly Pick<CohortStudent, 'status'>[]): CohortView['counts'] {
  const count = (status: ActivityStatus) => students.filter((x) => x.status === status).length;
  return { students: students.length, active: count('active'), quiet: count('quiet'), never: count('never') };
}

const isOverall = (measure: string) => measure === 'Overall' || measure === 'Total';

/**
 * The line a teacher reads of a student's prediction: the overall when it can be predicted, else the
 * first skill that can; its gap to the student's target in the third person.
 */
export function headlineOf(measures: readonly MeasurePrediction[]): CohortPrediction | null {
  const shown =
    measures.find((m) => isOverall(m.measure) && m.score !== null) ?? measures.find((m) => m.score !== null);
  if (!shown || shown.label === null) return null;
  return {
    measure: shown.measure,
    label: shown.label,
    target: shown.target,
    gap: shown.gap?.replace('your target', 'their target') ?? null,
    targetMet: shown.targetMet,
  };
}

/** How the cohort stands against its targets: met, below, a prediction without a target, none. */
export function targetCounts(rows: readonly Pick<CohortStudent, 'prediction'>[]): CohortView['targets'] {
  const counts = { met: 0, below: 0, noTarget: 0, noPrediction: 0 };
  for (const { prediction: p } of rows) {
    if (!p) counts.noPrediction += 1;
    else if (p.targetMet === null) counts.noTarget += 1;
    else if (p.targetMet) counts.met += 1;
    else counts.below += 1;
  }
  return counts;
}

export interface AnswerGroup {
  skill: string;
  questionType: string | null;
  answers: number;
  right: number;
  students: number;
  /** The skill's own line (every question type of it together). */
  bySkill: boolean;
}

const byShare = (a: CohortWeakSpot, b: CohortWeakSpot) =>
  a.share - b.share || b.answers - a.answers || a.skill.localeCompare(b.skill);

const spot = (g: AnswerGroup): CohortWeakSpot => ({
  skill: g.skill || 'Other',
  questionType: g.bySkill ? null : g.questionType,
  answers: g.answers,
  students: g.students,
  share: g.right / g.answers,
});

/**
 * The skills and question types the cohort gets right least often, weakest first. Evaluated skills
 * (Writing, Speaking) have no right answers and are left out, as are questions with no type and
 * groups nobody answered.
 */
export function weakestOf(groups: readonly AnswerGroup[]): {
  skills: CohortWeakSpot[];
  questionTypes: CohortWeakSpot[];
} {
  const marked = groups.filter((g) => g.answers > 0 && !EVALUATED_SKILLS.includes(g.skill));
  const weakest = (rows: AnswerGroup[]) => rows.map(spot).sort(byShare).slice(0, COHORT_WEAKEST);
  return {
    skills: weakest(marked.filter((g) => g.bySkill)),
    questionTypes: weakest(marked.filter((g) => !g.bySkill && g.questionType)),
  };
}

/** The share of seats filled: classes attended over classes held, across the cohort's students. */
export function attendanceShare(rows: readonly Pick<CohortStudent, 'classesHeld' | 'classesAttended'>[]) {
  const held = rows.reduce((n, r) => n + r.classesHeld, 0);
  return held === 0 ? null : rows.reduce((n, r) => n + r.classesAttended, 0) / held;
}
