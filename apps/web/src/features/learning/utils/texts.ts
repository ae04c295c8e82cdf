import { CourseAccessMessages } from '@portico/contract/courses';

/**
 * Texts of spec 2 used word for word on the test pages (§4, §5, §6, §8), and Portico's revoked and
 * upcoming ones beside the expired ones (course-state.ts words a closed course).
 */
export const TEXTS = {
  review: 'Review',
  viewReport: 'View Report',
  startNow: 'Start Now',
  resumeTest: 'Resume Test',
  notReleased: 'Not Released',
  expired: 'Expired',
  revoked: 'Revoked',
  /** Portico: the course's enrolment starts later (the day is day first). */
  startsOn: (day: string) => `Starts on ${day}`,
  requestEvaluation: 'Request for Evaluation',
  evaluationPending: 'Evaluation is pending.',
  evaluationCompleted: 'Evaluation is completed.',
  confirmTitle: 'Confirm!',
  confirmMessage: 'Are you sure you want to request this test for evaluation?',
  yes: 'Yes',
  no: 'No',
  noAccess: CourseAccessMessages.noAccess,
  courseExpired: CourseAccessMessages.expired,
  courseRevoked: CourseAccessMessages.revoked,
  applyCoupon: 'Apply Coupon',
  mockTests: 'Mock Tests',
  launchFailure: 'Something went wrong. Please try again.',
} as const;

/** Not a spec text: the path names no menu entry, so there is no module to show. */
export const NOT_IN_MENU = 'This page is not part of your course menu.';
