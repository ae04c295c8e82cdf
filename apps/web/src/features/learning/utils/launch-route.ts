import type { LaunchRequest } from '@portico/contract/assessment-launch';
import type { LearningObject } from '@portico/contract/learning';
import { isOwnTemplate } from './card-actions';
import { mockReportPath } from './mock-report-path';

export type LaunchObject = Pick<
  LearningObject,
  'id' | 'objectStatus' | 'testId' | 'testTemplate' | 'studentTestId' | 'isEvaluated' | 'evaluationRequired'
> &
  Partial<Pick<LearningObject, 'examFamily'>>;

export interface LaunchContext {
  courseId: string;
  /** The current page address, sent as rurl when evaluation is not required. */
  pageUrl: string;
}

export type LaunchDecision =
  | { kind: 'report'; to: string; state?: Record<string, string> }
  | { kind: 'none' }
  /** POST assessment/generate-token, then go to data.redirectUrl. */
  | { kind: 'generate-token'; payload: LaunchRequest }
  /** POST test, then go to data.redirectUrl. */
  | { kind: 'test'; payload: LaunchRequest };

/** spec 2 §4: groupId, testId and courseId, plus rurl when evaluation is not required. */
export function launchPayload(object: LaunchObject, context: LaunchContext): LaunchRequest {
  return {
    groupId: object.id,
    ...(object.testId ? { testId: object.testId } : {}),
    courseId: context.courseId,
    ...(object.evaluationRequired ? {} : { rurl: context.pageUrl }),
  };
}

const template = (object: LaunchObject) => object.testTemplate?.trim().toLowerCase() ?? '';

function startDecision(object: LaunchObject, context: LaunchContext): LaunchDecision {
  // Step 5: launch via the test launch call; an 'own' template does nothing.
  if (object.testId) {
    if (isOwnTemplate(object.testTemplate)) return { kind: 'none' };
    return { kind: 'generate-token', payload: launchPayload(object, context) };
  }
  // Step 6: without a testId, the other launch call.
  return { kind: 'test', payload: launchPayload(object, context) };
}

/** spec 2 §4 'Launch routing for a practice test', step by step. */
export function practiceLaunchDecision(object: LaunchObject, context: LaunchContext): LaunchDecision {
  if (object.objectStatus !== 'Completed') return startDecision(object, context);
  const attempt = object.studentTestId;
  // A completed object without an attempt has no report to show.
  if (!attempt) return { kind: 'none' };
  // Step 1: completed and no testId.
  if (!object.testId) return { kind: 'report', to: `/ielts-practicereport/${attempt}` };
  // Step 2: by template.
  if (template(object) === 'duolingo') return { kind: 'report', to: `/duolingo-report/${attempt}` };
  if (template(object) === 'celpip') return { kind: 'report', to: `/celpip-report/${attempt}` };
  // Step 3: an 'own' template that is not yet evaluated.
  if (isOwnTemplate(object.testTemplate) && !object.isEvaluated) return { kind: 'none' };
  // Step 4: the generic report.
  return { kind: 'report', to: `/report/${attempt}` };
}

/** Mock cards: 'View Report' opens the mock report (spec 2 §2 report routes); otherwise launch. */
export function mockLaunchDecision(
  object: LaunchObject & { title: string },
  context: LaunchContext & { navigationParam: string },
): LaunchDecision {
  if (object.objectStatus === 'Completed') {
    if (!object.studentTestId) return { kind: 'none' };
    return {
      kind: 'report',
      to: mockReportPath(
        { testTemplate: object.testTemplate, examFamily: object.examFamily },
        object.studentTestId,
      ),
      state: { testName: object.title, navparam: context.navigationParam },
    };
  }
  return startDecision(object, context);
}
