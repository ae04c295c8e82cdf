import type { TaskKind } from '@portico/contract/study-plan';
import { addDay, daysBetween } from './days';

/**
 * The study plan's layout (issue 42, decision 060), as pure functions: given today, the exam date,
 * the hours a week, each skill's weight and the course's material, the tasks of every day from today
 * to the day before the exam. Deterministic: the same inputs give the same plan.
 */

/** A lesson or test of the course the plan may set. */
export type Material = {
  objectId: string;
  kind: Exclude<TaskKind, 'review'>;
  title: string;
  url: string;
  skill: string;
  minutes: number;
  /** The titles of its modules, read with its own to match a question type. */
  about?: string;
};

/** An unfinished task of a missed day, to be set again ahead. */
export type Carried = Material & { movedFrom: string };

export type PlannedTask = {
  day: string;
  kind: TaskKind;
  objectId: string | null;
  title: string;
  url: string;
  skill: string;
  minutes: number;
  movedFrom: string | null;
};

export type PlanInput = {
  /** The student's today, YYYY-MM-DD. */
  today: string;
  /** YYYY-MM-DD, after today: the last study day is the day before. */
  examDate: string;
  hoursPerWeek: number;
  /** Each skill's weight (> 0): the weaker, the heavier. */
  weights: Record<string, number>;
  /** Each skill's weakest question type ('Map labelling'): its lessons come first in the skill. */
  focus?: Record<string, string>;
  /** The course's lessons not yet done and its tests, in the course's order. */
  materials: Material[];
  /** Tasks of missed days, oldest first: set before any new one. */
  carried: Carried[];
  /** Minutes already spent on today's tasks done before this re-plan (they stay as they are). */
  doneToday: number;
  /** Whether today's review task is already in the plan (done): none is added again. */
  reviewDoneToday: boolean;
};

export const REVIEW_MINUTES = 10;
export const REVIEW_TASK = { title: 'Review your due cards', url: '/review', skill: 'Review' } as const;

/** The day buckets of each plan week: weeks run seven days from today. */
export function weeksOf(today: string, examDate: string): string[][] {
  const count = Math.max(0, daysBetween(today, examDate));
  const weeks: string[][] = [];
  for (let i = 0; i < count; i++) {
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(addDay(today, i));
  }
  return weeks;
}

/**
 * The order new material comes in: each pick goes to the skill with the least time so far for its
 * weight (so time follows weight), the skill's next lesson first, then its tests, a test again once
 * all have been set. A skill with no material of the course gets none.
 */
export class MaterialQueue {
  private readonly lessons = new Map<string, Material[]>();
  private readonly tests = new Map<string, Material[]>();
  private readonly testTurn = new Map<string, number>();
  private readonly spent = new Map<string, number>();

  constructor(
    materials: readonly Material[],
    private readonly weights: Record<string, number>,
    focus: Record<string, string> = {},
  ) {
    for (const m of materials) {
      const into = m.kind === 'lesson' ? this.lessons : this.tests;
      into.set(m.skill, [...(into.get(m.skill) ?? []), m]);
    }
    // A skill's lessons on its weakest question type first, the rest in the course's order.
    for (const [skill, lessons] of this.lessons) {
      const words = focusWords(focus[skill] ?? '');
      if (!words.length) continue;
      const on = (m: Material) => words.some((w) => `${m.title} ${m.about ?? ''}`.toLowerCase().includes(w));
      this.lessons.set(skill, [...lessons.filter(on), ...lessons.filter((m) => !on(m))]);
    }
  }

  private skills(): string[] {
    const all = new Set([...this.lessons.keys(), ...this.tests.keys()]);
    return [...all].filter(
      (s) => (this.lessons.get(s)?.length ?? 0) > 0 || (this.tests.get(s)?.length ?? 0) > 0,
    );
  }

  private weightOf(skill: string): number {
    return Math.max(this.weights[skill] ?? minWeight(this.weights), 0.01);
  }

  /** The next material to set, at most `room` minutes long (undefined: none fits). */
  next(room: number): Material | undefined {
    const ranked = this.skills().sort(
      (a, b) =>
        (this.spent.get(a) ?? 0) / this.weightOf(a) - (this.spent.get(b) ?? 0) / this.weightOf(b) ||
        this.weightOf(b) - this.weightOf(a) ||
        a.localeCompare(b),
    );
    for (const skill of ranked) {
      const m = this.take(skill, room);
      if (m) {
        this.spent.set(skill, (this.spent.get(skill) ?? 0) + m.minutes);
        return m;
      }
    }
    return undefined;
  }

  private take(skill: string, room: number): Material | undefined {
    const lessons = this.lessons.get(skill) ?? [];
    const i = lessons.findIndex((m) => m.minutes <= room);
    if (i >= 0) return lessons.splice(i, 1)[0];
    const tests = (this.tests.get(skill) ?? []).filter((m) => m.minutes <= room);
    if (!tests.length) return undefined;
    const turn = this.testTurn.get(skill) ?? 0;
    this.testTurn.set(skill, turn + 1);
    return tests[turn % tests.length];
  }
}

const GENERIC_WORDS = new Set([
  'the',
  'and',
  'for',
  'with',
  'question',
  'questions',
  'type',
  'types',
  'task',
  'part',
]);

/** The words of a question type's name that a lesson's title would use ('map', 'labelling'). */
export function focusWords(questionType: string): string[] {
  return questionType
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && !GENERIC_WORDS.has(w));
}

const minWeight = (weights: Record<string, number>) => {
  const values = Object.values(weights);
  return values.length ? Math.min(...values) : 1;
};

/**
 * Lays out the plan. Each week's minutes never pass the student's hours; inside a week each day gets
 * an even share of what the week has left. Every day starts with the review; then the missed tasks,
 * oldest first; then new material in the queue's order. A task longer than a day's share may take a
 * day on its own while the week keeps a review's time for each of its other days. A missed task that
 * fits no day at all is handed back unplaced (it stays on its day, missed) rather than lost.
 */
export function layOut(input: PlanInput): { tasks: PlannedTask[]; unplaced: Carried[] } {
  const tasks: PlannedTask[] = [];
  const queue = new MaterialQueue(input.materials, input.weights, input.focus);
  const weekly = input.hoursPerWeek * 60;
  const unplaced = input.carried.filter((c) => c.minutes > weekly - 7 * REVIEW_MINUTES);
  const carried = input.carried.filter((c) => !unplaced.includes(c));
  for (const week of weeksOf(input.today, input.examDate)) {
    const state = { left: weekly };
    week.forEach((day, i) => {
      const daysAfter = week.length - i - 1;
      tasks.push(...layOutDay(input, day, state, daysAfter, carried, queue));
    });
  }
  return { tasks, unplaced: [...carried, ...unplaced] };
}

/** One day of `layOut`: its share of the week's minutes left (`state.left`, spent as it goes). */
function layOutDay(
  input: PlanInput,
  day: string,
  state: { left: number },
  daysAfter: number,
  carried: Carried[],
  queue: MaterialQueue,
): PlannedTask[] {
  const out: PlannedTask[] = [];
  const share = Math.floor(state.left / (daysAfter + 1));
  const isToday = day === input.today;
  let used = isToday ? Math.min(input.doneToday, share) : 0;
  state.left -= used;
  const reserve = daysAfter * REVIEW_MINUTES;
  let material = 0;
  const put = (t: Omit<PlannedTask, 'day'>) => {
    out.push({ day, ...t });
    used += t.minutes;
    state.left -= t.minutes;
    if (t.kind !== 'review') material += 1;
  };
  /** The most a next task may take: the day's share, or alone on the day what the week can spare. */
  const room = () => Math.max(share - used, material === 0 ? state.left - reserve : 0);
  if (!(isToday && input.reviewDoneToday) && share - used >= REVIEW_MINUTES) {
    put({ kind: 'review', objectId: null, ...REVIEW_TASK, minutes: REVIEW_MINUTES, movedFrom: null });
  }
  for (let c = carried[0]; c && c.minutes <= room(); c = carried[0]) {
    carried.shift();
    put({ ...materialTask(c), movedFrom: c.movedFrom });
  }
  if (carried.length) return out;
  for (let m = queue.next(room()); m; m = queue.next(room())) put({ ...materialTask(m), movedFrom: null });
  return out;
}

const materialTask = (m: Material) => ({
  kind: m.kind,
  objectId: m.objectId,
  title: m.title,
  url: m.url,
  skill: m.skill,
  minutes: m.minutes,
});

/**
 * Each skill's weight from its standing (0..100, null: no test yet): the weaker, the heavier, from
 * 0.2 (mastered) to 1 (nothing right); a skill not tested yet counts as halfway. Returned with their
 * shares of the whole, which sum to 1.
 */
export function weightsOf(standings: Record<string, number | null>): Record<string, number> {
  const weights: Record<string, number> = {};
  for (const [skill, standing] of Object.entries(standings)) {
    const s = standing === null ? 50 : Math.min(100, Math.max(0, standing));
    weights[skill] = Math.round((1 - 0.8 * (s / 100)) * 1000) / 1000;
  }
  return weights;
}
