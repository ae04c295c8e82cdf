import type { LearningObject } from '@portico/contract/learning';
import type { UserAction } from '@portico/contract/user-actions';

/**
 * A lesson as GET learningobject answers it, whole: the client parses every answer with the
 * contract (decision 049), so a stub answers what the contract allows.
 */
export const learningObject = (overrides: Partial<LearningObject> = {}): LearningObject => ({
  id: 'object-1',
  companyCode: 'portico',
  orderNo: 1,
  kind: 'Lesson',
  languageId: null,
  isProductAccess: true,
  isFree: false,
  isLocked: false,
  objectStatus: 'Launch',
  duration: 0,
  component: { title: 'Lesson' },
  testTemplate: null,
  testId: null,
  studentTestId: null,
  istestTaken: false,
  evaluationRequired: false,
  isEvaluated: false,
  showEvaluation: false,
  evaluationStatus: null,
  isDisableReview: false,
  band: null,
  report: null,
  sectionBands: [],
  totalTime: 0,
  extraTimePercent: 0,
  questionCount: 0,
  examFamily: null,
  sections: [],
  courseId: '9a8b7c6d-0000-4e1f-8a2b-000000000001',
  offlineAllowed: true,
  ...overrides,
});

/** The answer's data of POST user-actions: the action as stored. */
export const userAction = (overrides: Partial<UserAction> = {}): UserAction => ({
  id: 'action-1',
  referenceId: 'object-1',
  referenceType: 'LearningObject',
  objectType: 'Lesson',
  status: 'Completed',
  courseId: null,
  timeStamp: '2026-01-01T00:00:00.000Z',
  duration: 0,
  isRead: false,
  ...overrides,
});
