import {
  CohortMessages as M,
  QUIET_DAYS_DEFAULT,
  type StudentRecord,
} from '@portico/contract/console-cohorts';
import { examOf } from '@portico/contract/score-gap';
import { examScoring, type ScoreTargets } from '@portico/contract/score-meaning';
import { notFound } from '../../lib/errors';
import { type Actor, courseScope } from '../../lib/staff-actor';
import { predictMeasures } from '../prediction/prediction-build';
import { activityOf } from './cohort-figures';
import type { CohortAttempt, CohortsRepository } from './cohorts.repository';

/** An ended test's result as its report gives it: the exam's overall, the band, or the marks. */
export function resultOf(report: CohortAttempt['report']): string {
  if (report.examScores?.overall != null) return `Overall ${report.examScores.overall}`;
  if (report.band !== null) return `Band ${report.band}`;
  return `${report.correctAnswer} of ${report.totalQuestions} right`;
}

type CourseRow = Awaited<ReturnType<CohortsRepository['courses']>>[number];

/** One course of the record: the predicted scores against the targets, and the tests ended, newest first. */
function courseRecord(
  c: CourseRow,
  own: CohortAttempt[],
  until: Date | undefined,
  goals: ScoreTargets,
  now: Date,
): StudentRecord['courses'][number] {
  const exam = examOf(null, c.examFamily);
  return {
    courseId: c.id,
    courseName: c.name,
    examLabel: exam ? examScoring[exam].label : null,
    enrolledUntil: until ? new Date(until).toISOString() : null,
    measures: exam
      ? predictMeasures(exam, own, now, { table: undefined, targets: goals }).map((m) => ({
          measure: m.measure,
          label: m.label,
          lowLabel: m.lowLabel,
          highLabel: m.highLabel,
          target: m.target,
          gap: m.gap?.replace('your target', 'their target') ?? null,
          targetMet: m.targetMet,
          missing: m.missing?.replace(/^Take /, 'Needs ') ?? null,
        }))
      : [],
    attempts: [...own].reverse().map((a) => ({
      id: a.id,
      title: a.title,
      endedAt: a.endedAt.toISOString(),
      result: resultOf(a.report),
    })),
  };
}

/**
 * A student's record as a teacher reads it (issue 45 part 2): their courses in the reader's scope,
 * each with the predicted scores against the student's targets and the tests ended (the newest the
 * predictor reads), and the live classes of their batches in scope, attended or not. A student with
 * nothing in a teacher's courses is not found for that teacher; an admin reads every course.
 */
export async function recordOf(
  repo: CohortsRepository,
  actor: Actor,
  id: string,
  now: Date,
): Promise<StudentRecord> {
  const companyCode = actor.staff.companyCode;
  const scope = courseScope(actor);
  const [person] = await repo.students(companyCode, [id]);
  if (!person) throw notFound(M.studentNotFound);
  const [enrolled, batches] = await Promise.all([
    repo.studentCourses(companyCode, id),
    repo.studentBatches(companyCode, id),
  ]);
  const inScope = (courseId: string) => scope === null || scope.includes(courseId);
  const courseIds = [...new Set([...enrolled, ...batches].map((r) => r.courseId))].filter(inScope);
  if (scope !== null && courseIds.length === 0) throw notFound(M.studentNotFound);
  const courses = await repo.courses(companyCode, courseIds);
  const batchIds = batches.filter((b) => inScope(b.courseId)).map((b) => b.batchId);
  const [activity, attempts, targets, classes] = await Promise.all([
    repo.lastActivity(companyCode, [id]),
    Promise.all(courses.map((c) => repo.predictionAttempts(companyCode, c.id, [id]))),
    repo.targets(companyCode, [id]),
    repo.heldClasses(companyCode, batchIds, now),
  ]);
  const attended = new Set(
    (
      await repo.attendance(
        companyCode,
        classes.map((c) => c.id),
        [id],
      )
    ).map((a) => a.classId),
  );
  const until = new Map(enrolled.map((e) => [e.courseId, e.until]));
  const goals = targets[0]?.targets ?? ({} as ScoreTargets);
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    mobileNumber: person.mobileNumber,
    status: activityOf(activity.get(id), now, QUIET_DAYS_DEFAULT).status,
    lastActiveAt: activity.get(id)?.toISOString() ?? null,
    courses: courses.map((c, i) => courseRecord(c, attempts[i] ?? [], until.get(c.id), goals, now)),
    classes: classes.map((c) => ({
      id: c.id,
      batchName: c.batchName,
      className: c.className,
      at: new Date(c.at).toISOString(),
      attended: attended.has(c.id),
    })),
    asOf: now.toISOString(),
  };
}
