import type { LearningObject } from '@portico/contract/learning';
import type { Access } from '../courses/access';
import { awaitingOf } from '../reports/skills';
import type { LearningRepository, ObjectRow } from './learning.repository';

/**
 * A learning object as a student's course page shows it: its access, its status, and what its latest
 * attempt scored. What a student may not open is never sent: its title and kind only (DATA-MODEL.md).
 */

type AttemptRow = Awaited<ReturnType<LearningRepository['attempts']>>[number];
type ActionRow = Awaited<ReturnType<LearningRepository['actionsOf']>>[number];
type TestFact = Awaited<ReturnType<LearningRepository['testFacts']>>[number];
type Report = NonNullable<AttemptRow['report']>;

const testKinds = new Set(['PracticeTest', 'Mock', 'Quiz']);
const mockOrder = ['Listening', 'Reading', 'Writing', 'Speaking'];
/** What a student may keep on their device whatever the course says (issue 46 part 2). */
const alwaysSavable = new Set(['Lesson', 'BookAudio']);

/** What the page knows of one object besides its row. */
export interface ObjectFacts {
  access: Access;
  /** The student's attempts of the page's objects, newest first. */
  attempts: readonly AttemptRow[];
  action: ActionRow | undefined;
  fact: TestFact | undefined;
  parentModuleId: string | null;
  /** The extra time of the student's access arrangement. */
  extraTimePercent: number;
  courseId: string;
  /** The course's switch: its video lessons may be saved offline. */
  offlineVideos: boolean;
}

export function toLearningObject(o: ObjectRow, facts: ObjectFacts): LearningObject {
  const { access, action, fact } = facts;
  // A card that is not released (locked, or not granted while the course is open) reads as never
  // taken: its attempts stay in the reports, but 'Completed', bands and 'Evaluation is pending'
  // beside 'Not Released' would contradict the button. An expired course keeps them.
  const released = !access.isLocked && (access.isProductAccess || access.isExpired);
  const latest = released ? facts.attempts.find((a) => a.learningObjectId === o.id) : undefined;
  const report = latest?.status === 'Completed' ? latest.report : null;
  const status = objectStatus(o, latest, action);
  const open = access.isProductAccess;
  return {
    id: o.id,
    companyCode: o.companyCode,
    orderNo: o.orderNo,
    kind: o.kind,
    languageId: o.languageId,
    isProductAccess: access.isProductAccess,
    isFree: access.isFree,
    isLocked: access.isLocked,
    objectStatus: status,
    duration: o.component.duration ?? 0,
    position: o.kind === 'Video' && open ? (action?.duration ?? 0) : 0,
    learningModuleId: o.moduleId,
    parentModuleId: facts.parentModuleId,
    component: componentOf(o, open),
    testTemplate: fact?.template ?? null,
    testId: o.testId,
    studentTestId: latest?.id ?? null,
    istestTaken: status === 'Completed' && testKinds.has(o.kind),
    evaluationRequired: o.evaluationRequired,
    isEvaluated: latest?.evaluationStatus === 1,
    showEvaluation: latest?.evaluationStatus !== null && latest?.evaluationStatus !== undefined,
    evaluationStatus: (latest?.evaluationStatus as 0 | 1 | null | undefined) ?? null,
    isDisableReview: o.isDisableReview,
    band: report?.band ?? null,
    report: report
      ? {
          totalQuestions: report.totalQuestions,
          questionsAttempted: report.questionsAttempted,
          correctAnswer: report.correctAnswer,
        }
      : null,
    sectionBands: o.kind === 'Mock' ? mockBands(report) : [],
    totalTime: (fact?.minutes ?? 0) * 60,
    // The runner lengthens every clock but a quiz's by it (assessment.service launch).
    extraTimePercent: o.kind === 'Quiz' ? 0 : facts.extraTimePercent,
    questionCount: fact?.questions ?? 0,
    examFamily: fact?.examFamily ?? null,
    sections: testSections(fact, report),
    courseId: facts.courseId,
    offlineAllowed: o.kind === 'Video' ? facts.offlineVideos : alwaysSavable.has(o.kind),
  };
}

/** A test's status is its latest attempt's; a lesson's, video's or book audio's the student's user action (spec 2 §4). */
function objectStatus(o: ObjectRow, latest: AttemptRow | undefined, action: ActionRow | undefined) {
  return testKinds.has(o.kind)
    ? (latest?.status ?? 'Launch')
    : ((action?.status === 'InProgress' || action?.status === 'Completed' ? action.status : null) ??
        'Launch');
}

function componentOf(o: ObjectRow, open: boolean): LearningObject['component'] {
  return {
    title: o.title,
    content: open ? o.component.content : undefined,
    referenceType: o.component.referenceType,
    objectType: testKinds.has(o.kind) ? 'Test' : o.component.objectType,
    playerType: o.component.playerType,
    vimeoLink: open ? o.component.vimeoLink : undefined,
    thumbnail: o.component.thumbnail,
    duration: o.component.duration,
    testCases: open ? (o.component.testCases ?? []).filter((c) => c.show) : undefined,
  };
}

/** A mock's band per skill, in the mock order. */
function mockBands(report: Report | null) {
  return mockOrder.map((referenceType) => ({
    referenceType,
    band: report?.sections.find((s) => s.referenceType === referenceType)?.band ?? null,
  }));
}

/** The test's own parts, in order, with the latest completed attempt's score of each. */
function testSections(fact: TestFact | undefined, report: Report | null) {
  return (fact?.sections ?? []).map((s) => {
    const done = report?.sections.find((r) => r.referenceType === s.referenceType || r.title === s.title);
    return {
      title: s.title,
      referenceType: s.referenceType,
      // None while an answer of the part waits for the teacher (0 for it would read as final).
      score: done && awaitingOf(done) === 0 ? (done.scaledScore ?? done.score) : null,
    };
  });
}
