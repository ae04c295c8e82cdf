import { CourseAccessMessages } from '@portico/contract/courses';
import { formatDate } from '../../../lib/dates';
import { TEXTS } from './texts';

/**
 * Why a course the student holds is closed when its access is off (the module response): staff
 * revoked it, or its enrolment starts later; otherwise it expired.
 */
export interface CourseState {
  revoked: boolean;
  /** ISO 8601: the access starts then (null: not upcoming). */
  startsAt: string | null;
}

export const NO_COURSE_STATE: CourseState = { revoked: false, startsAt: null };

/** The sentence a closed course's page says (spec 2 §6; Portico's revoked and upcoming ones). */
export function courseClosedText(state: CourseState = NO_COURSE_STATE): string {
  if (state.startsAt) return CourseAccessMessages.upcoming(formatDate(state.startsAt));
  return state.revoked ? CourseAccessMessages.revoked : CourseAccessMessages.expired;
}

/** The state a closed course's test button says: 'Expired' (spec 2 §6), 'Revoked' or its start. */
export function courseClosedLabel(state: CourseState = NO_COURSE_STATE): string {
  if (state.startsAt) return TEXTS.startsOn(formatDate(state.startsAt));
  return state.revoked ? TEXTS.revoked : TEXTS.expired;
}
