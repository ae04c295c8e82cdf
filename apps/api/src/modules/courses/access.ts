import { CourseAccessMessages } from '@portico/contract/courses';

/**
 * What a student may open (DATA-MODEL.md), computed in this one place:
 * - locked (the object or a module above it): 'Not Released', whatever else holds;
 * - otherwise open when free (the object or a module above it), or when the student holds an
 *   unexpired enrolment whose product grants the course;
 * - an enrolment that has expired is the 'Your course validity is expired' state, or, when staff
 *   revoked every enrolment that granted the course, the 'Your course access has been revoked' one.
 */
export interface AccessInput {
  isLocked: boolean;
  isFree: boolean;
  /** The flags of the modules above, nearest first. */
  ancestors: readonly { isFree: boolean; isLocked: boolean }[];
  /** The latest expiry of the student's enrolments granting the course (null: none). */
  enrolmentExpiresAt: Date | null | undefined;
  /** Every enrolment granting the course was revoked by staff. */
  enrolmentRevoked?: boolean;
  now: Date;
}

export interface Access {
  isLocked: boolean;
  isFree: boolean;
  /** Open to this student. */
  isProductAccess: boolean;
  /** The student's access to the course has expired (and the object is not free). */
  isExpired: boolean;
  /** It expired because staff revoked it (isExpired is then true as well). */
  isRevoked: boolean;
}

export function accessOf(input: AccessInput): Access {
  const isLocked = input.isLocked || input.ancestors.some((a) => a.isLocked);
  const isFree = input.isFree || input.ancestors.some((a) => a.isFree);
  const enrolled = !!input.enrolmentExpiresAt && input.enrolmentExpiresAt > input.now;
  const isExpired = !!input.enrolmentExpiresAt && !enrolled && !isFree;
  const isRevoked = isExpired && !!input.enrolmentRevoked;
  return { isLocked, isFree, isProductAccess: !isLocked && (isFree || enrolled), isExpired, isRevoked };
}

/** The message that refuses an object, or null when it is open. */
export function refusal(access: Access): string | null {
  if (access.isLocked) return CourseAccessMessages.locked;
  if (access.isProductAccess) return null;
  if (access.isRevoked) return CourseAccessMessages.revoked;
  return access.isExpired ? CourseAccessMessages.expired : CourseAccessMessages.noAccess;
}
