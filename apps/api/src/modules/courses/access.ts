import { CourseAccessMessages } from '@portico/contract/courses';
import { utcDayTime } from '../../lib/utc-time';

/**
 * What a student may open (DATA-MODEL.md), computed in this one place:
 * - locked (the object or a module above it): 'Not Released', whatever else holds;
 * - otherwise open when free (the object or a module above it), or when an enrolment whose product
 *   grants the course holds the moment: begun (its start reached) and not yet ended (grantAt in
 *   owned-rows.repository.ts reads every enrolment by that one window);
 * - an enrolment still ahead is the 'Your access starts on …' state (upcoming);
 * - one that has ended is the 'Your course validity is expired' state, or, when staff revoked every
 *   enrolment that granted the course, the 'Your course access has been revoked' one.
 */
export interface CourseGrant {
  /** The latest end of access of the enrolments granting the course begun by now (null: none). */
  endsAt: Date | null | undefined;
  /** The earliest start still ahead of an enrolment granting it (null: none). */
  startsAt?: Date | null;
  /** Staff revoked every enrolment that granted it. */
  revoked?: boolean;
}

/** The student's standing in a course as a whole, whatever its objects' flags. */
export interface CourseStanding {
  /** Some enrolment grants the course, running, ended or ahead. */
  assigned: boolean;
  /** An enrolment gives access now. */
  open: boolean;
  /** None does yet: access starts then (null otherwise). */
  startsAt: Date | null;
  /** Every enrolment has ended (none ahead). */
  ended: boolean;
  /** They ended because staff revoked them (ended is then true as well). */
  revoked: boolean;
}

export function standingOf(grant: CourseGrant | undefined, now: Date): CourseStanding {
  const open = !!grant?.endsAt && grant.endsAt > now;
  const startsAt = !open && grant?.startsAt && grant.startsAt > now ? grant.startsAt : null;
  const ended = !open && !startsAt && !!grant?.endsAt;
  return { assigned: open || !!startsAt || ended, open, startsAt, ended, revoked: ended && !!grant?.revoked };
}

export interface AccessInput {
  isLocked: boolean;
  isFree: boolean;
  /** The flags of the modules above, nearest first. */
  ancestors: readonly { isFree: boolean; isLocked: boolean }[];
  /** The student's enrolments granting the course (undefined: none). */
  grant: CourseGrant | undefined;
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
  /** The student's access to the course starts then (and the object is not free); null otherwise. */
  startsAt: Date | null;
}

export function accessOf(input: AccessInput): Access {
  const isLocked = input.isLocked || input.ancestors.some((a) => a.isLocked);
  const isFree = input.isFree || input.ancestors.some((a) => a.isFree);
  const course = standingOf(input.grant, input.now);
  const isExpired = course.ended && !isFree;
  return {
    isLocked,
    isFree,
    isProductAccess: !isLocked && (isFree || course.open),
    isExpired,
    isRevoked: isExpired && course.revoked,
    startsAt: isFree ? null : course.startsAt,
  };
}

/** The message that refuses an object, or null when it is open. */
export function refusal(access: Access): string | null {
  if (access.isLocked) return CourseAccessMessages.locked;
  if (access.isProductAccess) return null;
  if (access.startsAt) return CourseAccessMessages.upcoming(utcDayTime(access.startsAt));
  if (access.isRevoked) return CourseAccessMessages.revoked;
  return access.isExpired ? CourseAccessMessages.expired : CourseAccessMessages.noAccess;
}
