import { and, asc, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  learningModules,
  learningObjects,
  studentScoreTargets,
  studentTests,
  studyPlans,
  studyPlanTasks,
  testSections,
  userActions,
} from '../../db/schema';
import { currentOf } from '../tenancy/owned-rows.repository';

/** Whose plan: every read and write below is scoped by all three. */
export type PlanKey = { companyCode: string; studentId: string; courseId: string };
export type PlanRow = typeof studyPlans.$inferSelect;
export type TaskRow = typeof studyPlanTasks.$inferSelect;
export type NewTask = Omit<typeof studyPlanTasks.$inferInsert, 'companyCode' | 'studentId' | 'courseId'>;

/** A lesson or test of the course as the repository reads it: its module path and its test's sections. */
export type ObjectRow = {
  id: string;
  kind: string;
  title: string;
  component: { duration?: number };
  moduleId: string;
  testId: string | null;
};
export type ModuleRow = { id: string; parentId: string | null; title: string; referenceType: string };
export type SectionRow = { testId: string; referenceType: string; durationMinutes: number };

const owned = (k: PlanKey) => [
  eq(studyPlanTasks.companyCode, k.companyCode),
  eq(studyPlanTasks.studentId, k.studentId),
  eq(studyPlanTasks.courseId, k.courseId),
];

/** The plan's reads and writes inside one transaction that holds the plan's row lock. */
export class PlanTx {
  constructor(
    private readonly tx: Db,
    readonly key: PlanKey,
  ) {}

  /** The plan, locked until the transaction ends: re-plans and ticks of one plan run one at a time. */
  async lock(): Promise<PlanRow | undefined> {
    const k = this.key;
    const [row] = await this.tx
      .select()
      .from(studyPlans)
      .where(
        and(
          eq(studyPlans.companyCode, k.companyCode),
          eq(studyPlans.studentId, k.studentId),
          eq(studyPlans.courseId, k.courseId),
        ),
      )
      .for('update');
    return row;
  }

  async savePlan(values: Pick<PlanRow, 'examDate' | 'hoursPerWeek' | 'plannedOn'>): Promise<void> {
    await this.tx
      .insert(studyPlans)
      .values({ ...this.key, ...values })
      .onConflictDoUpdate({
        target: [studyPlans.companyCode, studyPlans.studentId, studyPlans.courseId],
        set: { ...values, version: sql`${studyPlans.version} + 1`, updatedAt: sql`now()` },
      });
  }

  async markPlanned(plannedOn: string, testsSeenAt: Date | null): Promise<void> {
    await this.tx
      .update(studyPlans)
      .set({ plannedOn, testsSeenAt, version: sql`${studyPlans.version} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(studyPlans.companyCode, this.key.companyCode),
          eq(studyPlans.studentId, this.key.studentId),
          eq(studyPlans.courseId, this.key.courseId),
        ),
      );
  }

  async bumpVersion(): Promise<void> {
    await this.markVersion();
  }

  private async markVersion() {
    await this.tx
      .update(studyPlans)
      .set({ version: sql`${studyPlans.version} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(studyPlans.companyCode, this.key.companyCode),
          eq(studyPlans.studentId, this.key.studentId),
          eq(studyPlans.courseId, this.key.courseId),
        ),
      );
  }

  tasks(): Promise<TaskRow[]> {
    return this.tx
      .select()
      .from(studyPlanTasks)
      .where(and(...owned(this.key)))
      .orderBy(asc(studyPlanTasks.day), asc(studyPlanTasks.position));
  }

  async tick(taskId: string, done: { at: Date; by: string } | null): Promise<boolean> {
    const rows = await this.tx
      .update(studyPlanTasks)
      .set({ doneAt: done?.at ?? null, doneBy: done?.by ?? null })
      .where(and(eq(studyPlanTasks.id, taskId), ...owned(this.key)))
      .returning({ id: studyPlanTasks.id });
    return rows.length > 0;
  }

  /** Keeps a task where a new layout sets it again: its place in the day and its moved-from note. */
  async place(taskId: string, position: number, movedFrom: string | null): Promise<void> {
    await this.tx
      .update(studyPlanTasks)
      .set({ position, movedFrom })
      .where(and(eq(studyPlanTasks.id, taskId), ...owned(this.key)));
  }

  async markMoved(moves: { id: string; to: string }[]): Promise<void> {
    for (const m of moves) {
      await this.tx
        .update(studyPlanTasks)
        .set({ movedTo: m.to })
        .where(and(eq(studyPlanTasks.id, m.id), ...owned(this.key)));
    }
  }

  async deleteTasks(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.tx.delete(studyPlanTasks).where(and(inArray(studyPlanTasks.id, ids), ...owned(this.key)));
  }

  async insertTasks(tasks: NewTask[]): Promise<void> {
    if (!tasks.length) return;
    await this.tx.insert(studyPlanTasks).values(tasks.map((t) => ({ ...this.key, ...t })));
  }

  /** Writes the student's target on one measure of one exam, keeping the rest of their targets. */
  async saveTarget(exam: string, measure: string, value: number | null) {
    const { companyCode, studentId } = this.key;
    const tx = this.tx;
    const [row] = await tx
      .select({ targets: studentScoreTargets.targets })
      .from(studentScoreTargets)
      .where(
        and(eq(studentScoreTargets.companyCode, companyCode), eq(studentScoreTargets.studentId, studentId)),
      )
      .for('update');
    const targets = { ...(row?.targets ?? {}) } as Record<string, Record<string, number>>;
    const ofExam = { ...(targets[exam] ?? {}) };
    if (value === null) delete ofExam[measure];
    else ofExam[measure] = value;
    targets[exam] = ofExam;
    await tx
      .insert(studentScoreTargets)
      .values({ companyCode, studentId, targets })
      .onConflictDoUpdate({
        target: [studentScoreTargets.companyCode, studentScoreTargets.studentId],
        set: { targets, updatedAt: sql`now()` },
      });
  }

  /** The student's own lessons of these objects marked completed. */
  async completedLessons(objectIds: string[]): Promise<Set<string>> {
    if (!objectIds.length) return new Set();
    const rows = await this.tx
      .select({ id: userActions.referenceId })
      .from(userActions)
      .where(
        and(
          eq(userActions.companyCode, this.key.companyCode),
          eq(userActions.studentId, this.key.studentId),
          inArray(userActions.referenceId, objectIds),
          eq(userActions.status, 'Completed'),
        ),
      );
    return new Set(rows.map((r) => r.id));
  }

  /** The latest end of the student's attempts at each of these objects in the course. */
  async testsEnded(objectIds: string[]): Promise<Map<string, Date>> {
    if (!objectIds.length) return new Map();
    const rows = await this.tx
      .select({ id: studentTests.learningObjectId, at: max(studentTests.endedAt) })
      .from(studentTests)
      .where(
        and(
          eq(studentTests.companyCode, this.key.companyCode),
          eq(studentTests.studentId, this.key.studentId),
          eq(studentTests.courseId, this.key.courseId),
          inArray(studentTests.learningObjectId, objectIds),
          isNotNull(studentTests.endedAt),
        ),
      )
      .groupBy(studentTests.learningObjectId);
    return new Map(rows.flatMap((r) => (r.id && r.at ? [[r.id, new Date(r.at)] as const] : [])));
  }

  /** The end of the student's newest ended test in the course (the level check aside). */
  async newestTestEnd(): Promise<Date | null> {
    const [row] = await this.tx
      .select({ at: max(studentTests.endedAt) })
      .from(studentTests)
      .where(
        and(
          eq(studentTests.companyCode, this.key.companyCode),
          eq(studentTests.studentId, this.key.studentId),
          eq(studentTests.courseId, this.key.courseId),
          isNotNull(studentTests.endedAt),
          sql`${studentTests.report} ->> 'englishLevel' is null`,
        ),
      );
    return row?.at ? new Date(row.at) : null;
  }
}

export class StudyPlanRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(key: PlanKey, fn: (tx: PlanTx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new PlanTx(tx as unknown as Db, key)));
  }

  /** The course's current modules, lessons and tests, and its tests' sections. */
  async course(companyCode: string, courseId: string) {
    const modules: ModuleRow[] = await this.db
      .select({
        id: learningModules.id,
        parentId: learningModules.parentId,
        title: learningModules.title,
        referenceType: learningModules.referenceType,
      })
      .from(learningModules)
      .where(and(...currentOf(learningModules, companyCode, eq(learningModules.courseId, courseId))))
      .orderBy(asc(learningModules.orderNo));
    if (!modules.length) return { modules, objects: [] as ObjectRow[], sections: [] as SectionRow[] };
    const objects: ObjectRow[] = await this.db
      .select({
        id: learningObjects.id,
        kind: learningObjects.kind,
        title: learningObjects.title,
        component: learningObjects.component,
        moduleId: learningObjects.moduleId,
        testId: learningObjects.testId,
      })
      .from(learningObjects)
      .where(
        and(
          ...currentOf(learningObjects, companyCode),
          inArray(
            learningObjects.moduleId,
            modules.map((m) => m.id),
          ),
          eq(learningObjects.isLocked, false),
        ),
      )
      .orderBy(asc(learningObjects.moduleId), asc(learningObjects.orderNo));
    const testIds = [...new Set(objects.map((o) => o.testId).filter((id): id is string => !!id))];
    const sections: SectionRow[] = testIds.length
      ? await this.db
          .select({
            testId: testSections.testId,
            referenceType: testSections.referenceType,
            durationMinutes: testSections.durationMinutes,
          })
          .from(testSections)
          .where(and(inArray(testSections.testId, testIds), isNull(testSections.retiredAt)))
      : [];
    return { modules, objects, sections };
  }

  /** The exam date (YYYY-MM-DD) the student set in their plan of the course; null: no plan. */
  async examDate(k: PlanKey): Promise<string | null> {
    const [row] = await this.db
      .select({ examDate: studyPlans.examDate })
      .from(studyPlans)
      .where(
        and(
          eq(studyPlans.companyCode, k.companyCode),
          eq(studyPlans.studentId, k.studentId),
          eq(studyPlans.courseId, k.courseId),
        ),
      );
    return row?.examDate ?? null;
  }

  /** The student's targets (decision 043), every exam's. */
  async targets(companyCode: string, studentId: string) {
    const [row] = await this.db
      .select({ targets: studentScoreTargets.targets })
      .from(studentScoreTargets)
      .where(
        and(eq(studentScoreTargets.companyCode, companyCode), eq(studentScoreTargets.studentId, studentId)),
      );
    return row?.targets ?? {};
  }

  /** What the student's newest 'Test your English' said: a level and months of study. */
  async levelCheck(companyCode: string, studentId: string) {
    const [row] = await this.db
      .select({
        level: sql<{ level: string; months: number } | null>`${studentTests.report} -> 'englishLevel'`,
      })
      .from(studentTests)
      .where(
        and(
          eq(studentTests.companyCode, companyCode),
          eq(studentTests.studentId, studentId),
          isNotNull(studentTests.endedAt),
          sql`${studentTests.report} -> 'englishLevel' is not null`,
        ),
      )
      .orderBy(desc(studentTests.endedAt))
      .limit(1);
    const v = row?.level;
    return v && typeof v === 'object' ? v : typeof v === 'string' ? (JSON.parse(v) as typeof v) : null;
  }

  /** Dev tools: lets `days` pass for the plan (its days move back; the exam date stays). */
  async passDays(key: PlanKey, days: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const shift = (col: typeof studyPlanTasks.day | typeof studyPlans.plannedOn) =>
        sql`to_char(${col}::date - ${days}::int, 'YYYY-MM-DD')`;
      const plans = await tx
        .update(studyPlans)
        .set({ plannedOn: shift(studyPlans.plannedOn) })
        .where(
          and(
            eq(studyPlans.companyCode, key.companyCode),
            eq(studyPlans.studentId, key.studentId),
            eq(studyPlans.courseId, key.courseId),
          ),
        )
        .returning({ v: studyPlans.version });
      if (!plans.length) return 0;
      const moved = await tx
        .update(studyPlanTasks)
        .set({
          day: shift(studyPlanTasks.day),
          movedFrom: sql`to_char(${studyPlanTasks.movedFrom}::date - ${days}::int, 'YYYY-MM-DD')`,
          movedTo: sql`to_char(${studyPlanTasks.movedTo}::date - ${days}::int, 'YYYY-MM-DD')`,
        })
        .where(and(...owned(key)))
        .returning({ id: studyPlanTasks.id });
      return moved.length;
    });
  }
}
