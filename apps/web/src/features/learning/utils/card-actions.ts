import type { LearningObject } from '@portico/contract/learning';
import { type CourseState, courseClosedLabel } from './course-state';
import { TEXTS } from './texts';

/** The fields of a learning object the card buttons depend on. */
export type CardObject = Pick<
  LearningObject,
  | 'objectStatus'
  | 'isLocked'
  | 'isFree'
  | 'isProductAccess'
  | 'testId'
  | 'testTemplate'
  | 'isDisableReview'
  | 'evaluationRequired'
>;

/**
 * open: the launch routing decides (start, resume or report); review: the revise link;
 * disabled: a button that only tells the state.
 */
export type CardAction = 'open' | 'review' | 'disabled';
export interface CardButton {
  label: string;
  action: CardAction;
}

export const isOwnTemplate = (template: string | null) => template?.trim().toLowerCase() === 'own';

/** DATA-MODEL 'What a student may open': open when free or granted by an enrolment. */
export const hasAccess = (object: Pick<LearningObject, 'isFree' | 'isProductAccess'>) =>
  object.isFree || object.isProductAccess;

/**
 * The state buttons shared by practice and mock cards, or null when the card can be opened.
 * A locked object is 'Not Released' whatever else holds (DATA-MODEL); an expired course turns
 * every test button into 'Expired' (spec 2 §6), a revoked one into 'Revoked', one starting later
 * into its start; an object without access is 'Not Released'.
 */
function blockedButton(
  object: CardObject,
  courseAccess: boolean,
  courseState?: CourseState,
): CardButton | null {
  if (object.isLocked) return { label: TEXTS.notReleased, action: 'disabled' };
  if (!courseAccess) return { label: courseClosedLabel(courseState), action: 'disabled' };
  if (!hasAccess(object)) return { label: TEXTS.notReleased, action: 'disabled' };
  return null;
}

/**
 * spec 2 §4 'Practice test card buttons'. `courseAccess` is the response's isProductAccess,
 * `courseState` why it is off (revoked, upcoming).
 */
export function practiceCardButtons(
  object: CardObject,
  courseAccess: boolean,
  courseState?: CourseState,
): CardButton[] {
  const blocked = blockedButton(object, courseAccess, courseState);
  if (blocked) return [blocked];
  if (object.objectStatus === 'Completed') {
    const buttons: CardButton[] = [];
    if (object.testId && !isOwnTemplate(object.testTemplate) && !object.isDisableReview) {
      buttons.push({ label: TEXTS.review, action: 'review' });
    }
    // The spec's 'Completed' reads as a state, not an action: 'View Report' (decision 045).
    buttons.push({ label: TEXTS.viewReport, action: 'open' });
    return buttons;
  }
  if (object.objectStatus === 'InProgress') return [{ label: TEXTS.resumeTest, action: 'open' }];
  return [{ label: TEXTS.startNow, action: 'open' }];
}

/**
 * spec 2 §4 'Mock status button' (with §6: an expired course reads 'Expired'; Portico: a revoked one
 * 'Revoked', one starting later its start).
 */
export function mockStatusButton(
  object: CardObject,
  courseAccess: boolean,
  courseState?: CourseState,
): CardButton {
  const blocked = blockedButton(object, courseAccess, courseState);
  if (blocked) return blocked;
  if (object.objectStatus === 'Completed') return { label: TEXTS.viewReport, action: 'open' };
  if (object.objectStatus === 'InProgress') return { label: TEXTS.resumeTest, action: 'open' };
  return { label: TEXTS.startNow, action: 'open' };
}

/** The card shows the no-access sentence (spec 2 §6) for an open but not granted object. */
export const showsNoAccess = (object: CardObject) => !object.isLocked && !hasAccess(object);

export type EvaluationState = 'request' | 'pending' | 'completed';

/**
 * spec 2 §4 Evaluation: only for a completed test that asks for one. null: not requested,
 * 0: pending, 1: completed. A request needs the test id (spec 2 §7 evaluation-request).
 */
export function evaluationState(
  object: Pick<LearningObject, 'objectStatus' | 'evaluationRequired' | 'evaluationStatus' | 'testId'>,
): EvaluationState | null {
  if (!object.evaluationRequired || object.objectStatus !== 'Completed') return null;
  if (object.evaluationStatus === 1) return 'completed';
  if (object.evaluationStatus === 0) return 'pending';
  return object.testId ? 'request' : null;
}
