import { examOf } from '@portico/contract/score-gap';
import { examScoring } from '@portico/contract/score-scales';
import {
  MAX_PLAN_DAYS,
  type StudyPlan,
  StudyPlanMessages,
  type StudyPlanSettings,
  type StudyTask,
} from '@portico/contract/study-plan';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { standingOf } from '../courses/access';
import type { DashboardRepository, ProgressRow } from '../dashboard/dashboard.repository';
import { addDay, dayIn, daysBetween, isDay } from './days';
import { FULL_TEST, GENERAL, materialsOf, skillNamed } from './materials';
import { type Carried, layOut, type Material, type PlannedTask, weightsOf } from './planner';
import type {
  NewTask,
  PlanKey,
  PlanRow,
  PlanTx,
  StudyPlanRepository,
  TaskRow,
} from './study-plan.repository';

/**
 * The port through which the review decks (page /review) tell the plan a student reviewed cards on a
 * day: the daily review task ticks itself when it answers more than 0. Until the decks are wired in,
 * the default answers 0 and the student ticks the review by hand.
 */
export interface ReviewActivity {
  /** The days (YYYY-MM-DD, as the student's device recorded them) from `from` to `to` with a review. */
  reviewDays(companyCode: string, studentId: string, from: string, to: string): Promise<Set<string>>;
}
export const noReviews: ReviewActivity = { reviewDays: async () => new Set() };

export type PlanStudent = { id: string; companyCode: string };

/** The student's correct answers by question type over the course's ended tests (the reports' chart). */
export type QuestionTypes = (
  student: PlanStudent,
  courseId: string,
) => Promise<{ topicName: string; referenceType: string; corrent: number; total: number }[]>;

/**
 * Each skill's weakest question type: of those with two questions or more, the one answered least
 * well, when under 80 per cent right.
 */
export function focusOf(rows: Awaited<ReturnType<QuestionTypes>>): Record<string, string> {
  const best = new Map<string, { name: string; share: number }>();
  for (const r of rows) {
    const skill = skillNamed(r.referenceType);
    if (!skill || r.total < 2) continue;
    const share = r.corrent / r.total;
    const held = best.get(skill);
    if (share < 0.8 && (!held || share < held.share || (share === held.share && r.topicName < held.name)))
      best.set(skill, { name: r.topicName, share });
  }
  return Object.fromEntries([...best].map(([skill, f]) => [skill, f.name]));
}

/** Whether a course offers the study plan (a dashboard switch; on unless the provider turns it off). */
export const studyPlanOffered = (flags: { showStudyPlan?: boolean | null } | null) =>
  flags?.showStudyPlan ?? true;

type Context = {
  key: PlanKey;
  exam: string;
  progress: ProgressRow[];
  today: string;
  course: Material[];
  focus: Record<string, string>;
  /** The days up to today on which the student reviewed cards: a review task of such a day is done. */
  reviewed: Set<string>;
};

export class StudyPlanService {
  constructor(
    private readonly repo: StudyPlanRepository,
    private readonly dashboard: DashboardRepository,
    private readonly clock: Clock,
    private readonly questionTypes: QuestionTypes,
    private readonly reviews: ReviewActivity = noReviews,
  ) {}

  /** The course's standing, switch and progress rows (the dashboard's one read), and today. */
  private async context(student: PlanStudent, courseId: string, tz: string): Promise<Context> {
    const now = this.clock.now();
    const rows = await this.dashboard.read({
      companyCode: student.companyCode,
      studentId: student.id,
      courseId,
      now,
      classesFrom: now,
      classesTo: now,
      withNotices: false,
    });
    if (!rows.course || !standingOf(rows, now).assigned) throw forbidden(StudyPlanMessages.notAssigned);
    if (!studyPlanOffered(rows.course.dashboard)) throw forbidden(StudyPlanMessages.notOffered);
    const today = dayIn(now, tz);
    const since = addDay(today, -MAX_PLAN_DAYS);
    return {
      key: { companyCode: student.companyCode, studentId: student.id, courseId },
      exam: rows.course.examFamily,
      progress: rows.progress,
      today,
      // Read before the plan's transaction: the transaction holds its own connection.
      course: materialsOf(await this.repo.course(student.companyCode, courseId)),
      focus: focusOf(await this.questionTypes(student, courseId)),
      reviewed: await this.reviews.reviewDays(student.companyCode, student.id, since, today),
    };
  }

  async plan(student: PlanStudent, q: { id: string; tz: string }): Promise<StudyPlan> {
    const ctx = await this.context(student, q.id, q.tz);
    const state = await this.repo.transaction(ctx.key, (tx) => this.refresh(tx, ctx, false));
    return this.present(ctx, state);
  }

  async save(student: PlanStudent, body: StudyPlanSettings & { id: string; tz: string }): Promise<StudyPlan> {
    const ctx = await this.context(student, body.id, body.tz);
    if (!isDay(body.examDate)) throw badRequest(StudyPlanMessages.badDate);
    if (body.examDate <= ctx.today) throw badRequest(StudyPlanMessages.pastDate);
    if (daysBetween(ctx.today, body.examDate) > MAX_PLAN_DAYS) throw badRequest(StudyPlanMessages.farDate);
    const measure = this.measureOf(ctx.exam);
    if (body.target !== null) {
      if (!measure) throw badRequest(StudyPlanMessages.badTarget);
      const off = body.target < measure.min || body.target > measure.max;
      if (off || Math.abs(body.target / measure.step - Math.round(body.target / measure.step)) > 1e-9)
        throw badRequest(`The target must be a ${measure.name} score from ${measure.min} to ${measure.max}`);
    }
    const state = await this.repo.transaction(ctx.key, async (tx) => {
      await tx.lock();
      await tx.savePlan({ examDate: body.examDate, hoursPerWeek: body.hoursPerWeek, plannedOn: ctx.today });
      if (measure) await tx.saveTarget(measure.exam, measure.name, body.target);
      return this.refresh(tx, ctx, true);
    });
    return this.present(ctx, state);
  }

  async tick(student: PlanStudent, taskId: string, body: { id: string; tz: string; done: boolean }) {
    const ctx = await this.context(student, body.id, body.tz);
    const state = await this.repo.transaction(ctx.key, async (tx) => {
      const plan = await tx.lock();
      if (!plan) throw notFound(StudyPlanMessages.noPlan);
      const task = (await tx.tasks()).find((t) => t.id === taskId);
      if (!task) throw notFound(StudyPlanMessages.noTask);
      if (task.movedTo) throw conflict(StudyPlanMessages.replanned);
      // Ticking what is already ticked keeps the first tick (who and when): two devices lose nothing.
      if (body.done !== (task.doneAt !== null)) {
        await tx.tick(task.id, body.done ? { at: this.clock.now(), by: 'student' } : null);
        await tx.bumpVersion();
      }
      return this.refresh(tx, ctx, false);
    });
    return this.present(ctx, state);
  }

  /** Dev tools: lets days pass for a student's plan. */
  passDays(key: PlanKey, days: number) {
    return this.repo.passDays(key, days);
  }

  private measureOf(examFamily: string) {
    const exam = examOf(null, examFamily);
    if (!exam) return null;
    const m = examScoring[exam].measures[0];
    return m ? { exam, name: m.name, min: m.min, max: m.max, step: m.step } : null;
  }

  /**
   * Under the plan's lock: ticks what the student's lessons, tests and reviews completed, then lays
   * out the future again when a day has passed since the last layout, a test ended since, or the
   * settings changed (`force`). Days before today keep their record.
   */
  private async refresh(tx: PlanTx, ctx: Context, force: boolean) {
    const plan = await tx.lock();
    if (!plan) return { plan: null, tasks: [] as TaskRow[] };
    let tasks = await tx.tasks();
    if (await this.autoTick(tx, tasks, ctx)) tasks = await tx.tasks();
    const newest = await tx.newestTestEnd();
    const newTest = newest !== null && (plan.testsSeenAt === null || newest > plan.testsSeenAt);
    if (force || plan.plannedOn < ctx.today || newTest || !tasks.length) {
      await this.replan(tx, ctx, plan, tasks);
      await tx.markPlanned(ctx.today, newest);
      tasks = await tx.tasks();
    }
    return { plan: (await tx.lock()) ?? plan, tasks };
  }

  /** Marks done the open tasks whose lesson was completed, test ended or cards reviewed. */
  private async autoTick(tx: PlanTx, tasks: TaskRow[], ctx: Context): Promise<boolean> {
    const open = tasks.filter((t) => !t.doneAt && !t.movedTo && t.day <= ctx.today);
    const ids = open.map((t) => t.objectId).filter((id): id is string => !!id);
    const lessons = await tx.completedLessons(
      open.flatMap((t) => (t.kind === 'lesson' && t.objectId ? [t.objectId] : [])),
    );
    const tests = await tx.testsEnded(ids);
    const now = this.clock.now();
    let ticked = false;
    for (const t of open) {
      let by: string | null = null;
      if (t.kind === 'lesson' && t.objectId && lessons.has(t.objectId)) by = 'lesson';
      const ended = t.objectId ? tests.get(t.objectId) : undefined;
      if (t.kind === 'test' && ended && ended >= t.createdAt) by = 'test';
      if (t.kind === 'review' && ctx.reviewed.has(t.day)) by = 'review';
      if (by) {
        await tx.tick(t.id, { at: now, by });
        ticked = true;
      }
    }
    return ticked;
  }

  /** Lays out today and the days ahead again; a missed day's open tasks move to a day ahead. */
  private async replan(tx: PlanTx, ctx: Context, plan: PlanRow, tasks: TaskRow[]) {
    const missed = tasks.filter((t) => t.day < ctx.today && !t.doneAt && !t.movedTo && t.kind !== 'review');
    const ahead = tasks.filter((t) => t.day >= ctx.today);
    const aheadOpen = ahead.filter((t) => !t.doneAt);
    // A task already moved from a missed day keeps its note when the days ahead are laid out again.
    const carried: Carried[] = [
      ...missed.map((t) => ({ ...asMaterial(t), movedFrom: t.day })),
      ...aheadOpen.flatMap((t) => (t.movedFrom ? [{ ...asMaterial(t), movedFrom: t.movedFrom }] : [])),
    ];
    const course = ctx.course;
    const lessonsDone = await tx.completedLessons(
      course.filter((m) => m.kind === 'lesson').map((m) => m.objectId),
    );
    const taken = new Set([
      ...tasks.filter((t) => t.kind === 'lesson' && t.doneAt).map((t) => t.objectId),
      ...carried.map((c) => c.objectId),
    ]);
    const materials = course.filter(
      (m) => m.kind === 'test' || (!lessonsDone.has(m.objectId) && !taken.has(m.objectId)),
    );
    const doneToday = ahead.filter((t) => t.day === ctx.today && t.doneAt);
    const { tasks: laid } = layOut({
      today: ctx.today,
      examDate: plan.examDate,
      hoursPerWeek: plan.hoursPerWeek,
      weights: this.weights(ctx, course),
      focus: ctx.focus,
      materials,
      carried,
      doneToday: doneToday.reduce((n, t) => n + t.minutes, 0),
      reviewDoneToday: doneToday.some((t) => t.kind === 'review'),
    });
    await this.apply(tx, laid, aheadOpen, doneToday);
    const moves = missed.flatMap((m) => {
      const copy = laid.find(
        (t) => t.movedFrom === m.day && t.objectId === m.objectId && t.title === m.title,
      );
      return copy ? [{ id: m.id, to: copy.day }] : [];
    });
    await tx.markMoved(moves);
  }

  /**
   * Writes the new layout over the open tasks ahead: a task already there on the same day (the same
   * lesson, test or review) keeps its row, so a tick on it from another device still lands; the
   * others are removed or added.
   */
  private async apply(tx: PlanTx, laid: PlannedTask[], aheadOpen: TaskRow[], doneToday: TaskRow[]) {
    const keyOf = (t: { day: string; kind: string; objectId: string | null }) =>
      `${t.day}|${t.kind}|${t.objectId}`;
    const existing = new Map<string, TaskRow[]>();
    for (const t of aheadOpen) existing.set(keyOf(t), [...(existing.get(keyOf(t)) ?? []), t]);
    const positions = new Map<string, number>();
    for (const t of doneToday) positions.set(t.day, Math.max(positions.get(t.day) ?? 0, t.position + 1));
    const fresh: NewTask[] = [];
    for (const t of laid) {
      const position = positions.get(t.day) ?? 0;
      positions.set(t.day, position + 1);
      const row = existing.get(keyOf(t))?.shift();
      if (row) await tx.place(row.id, position, t.movedFrom);
      else fresh.push({ ...t, position, createdAt: this.clock.now() });
    }
    await tx.deleteTasks([...existing.values()].flat().map((t) => t.id));
    await tx.insertTasks(fresh);
  }

  /** Each skill's weight from the dashboard's progress rows: the weaker, the more of the plan's time. */
  private weights(ctx: Context, materials: Material[]): Record<string, number> {
    const standings = this.standings(ctx);
    const skills = new Set(materials.map((m) => m.skill));
    const of: Record<string, number | null> = {};
    for (const s of skills) if (s !== GENERAL && s !== FULL_TEST) of[s] = standings.get(s) ?? null;
    const weights = weightsOf(of);
    const values = Object.values(weights);
    const mean = values.length ? values.reduce((a, b) => a + b, 0) / values.length : 1;
    // Lessons of no one skill and full mocks take an average skill's share.
    if (skills.has(GENERAL)) weights[GENERAL] = mean / 2;
    if (skills.has(FULL_TEST)) weights[FULL_TEST] = mean;
    return weights;
  }

  /** Each skill's standing, 0..100: an IELTS band out of 9, else the per cent correct. */
  private standings(ctx: Context): Map<string, number> {
    const out = new Map<string, number>();
    for (const r of ctx.progress) {
      if (ctx.exam === 'ielts' && r.bands > 0 && r.band !== null) out.set(r.kind, (r.band / 9) * 100);
      else if (r.scored > 0 && r.accuracy !== null) out.set(r.kind, r.accuracy);
    }
    return out;
  }

  private async present(ctx: Context, state: { plan: PlanRow | null; tasks: TaskRow[] }): Promise<StudyPlan> {
    const measure = this.measureOf(ctx.exam);
    const [targets, level] = await Promise.all([
      this.repo.targets(ctx.key.companyCode, ctx.key.studentId),
      this.repo.levelCheck(ctx.key.companyCode, ctx.key.studentId),
    ]);
    const value = measure
      ? ((targets as Record<string, Record<string, number>>)[measure.exam]?.[measure.name] ?? null)
      : null;
    const weights = state.plan ? this.weights(ctx, ctx.course) : {};
    const total = Object.values(weights).reduce((a, b) => a + b, 0) || 1;
    const standings = this.standings(ctx);
    const days = new Map<string, StudyTask[]>();
    for (const t of state.tasks) days.set(t.day, [...(days.get(t.day) ?? []), presentTask(t)]);
    return {
      today: ctx.today,
      exam: ctx.exam,
      target: measure
        ? { measure: measure.name, min: measure.min, max: measure.max, step: measure.step, value }
        : null,
      levelCheck: level
        ? {
            level: level.level,
            months: level.months,
            suggestedDate: addDay(ctx.today, Math.round(level.months * 30)),
          }
        : null,
      settings: state.plan
        ? {
            examDate: state.plan.examDate,
            hoursPerWeek: state.plan.hoursPerWeek,
            version: state.plan.version,
          }
        : null,
      weights: Object.entries(weights)
        .map(([skill, w]) => ({
          skill,
          share: Math.round((w / total) * 1000) / 1000,
          focus: ctx.focus[skill] ?? null,
          standing: standings.get(skill) ?? null,
        }))
        .sort((a, b) => b.share - a.share || a.skill.localeCompare(b.skill)),
      days: [...days.entries()].map(([day, tasks]) => ({
        day,
        minutes: tasks.filter((t) => !t.movedTo).reduce((n, t) => n + t.minutes, 0),
        tasks,
      })),
    };
  }
}

const asMaterial = (t: TaskRow): Material => ({
  objectId: t.objectId ?? '',
  kind: t.kind === 'test' ? 'test' : 'lesson',
  title: t.title,
  url: t.url,
  skill: t.skill,
  minutes: t.minutes,
});

function presentTask(t: TaskRow): StudyTask {
  return {
    id: t.id,
    day: t.day,
    kind: t.kind as StudyTask['kind'],
    title: t.title,
    url: t.url,
    skill: t.skill,
    minutes: t.minutes,
    done: t.doneAt !== null,
    doneBy: (t.doneBy as StudyTask['doneBy']) ?? null,
    doneAt: t.doneAt?.toISOString() ?? null,
    movedFrom: t.movedFrom,
    movedTo: t.movedTo,
  };
}
