import { CourseAccessMessages as AccessMessages } from '@portico/contract/courses';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessOf, refusal, standingOf } from './access';

/** DATA-MODEL.md 'who may open what', decided in access.ts alone: each rule checked on its own. */
const now = new Date('2026-11-29T12:00:00Z');
const later = new Date('2026-12-29T12:00:00Z');
const earlier = new Date('2026-10-29T12:00:00Z');
const open = { isFree: false, isLocked: false };
const base = { isLocked: false, isFree: false, ancestors: [], grant: undefined, now };
/** Enrolments begun by now whose access ends at `endsAt`. */
const ends = (endsAt: Date, revoked = false) => ({ grant: { endsAt, startsAt: null, revoked } });

describe('accessOf', () => {
  it('opens a free object, and every object under a free module, to a student without a course', () => {
    expect(accessOf({ ...base, isFree: true })).toMatchObject({ isProductAccess: true, isFree: true });
    const underFreeParent = accessOf({ ...base, ancestors: [{ isFree: true, isLocked: false }] });
    expect(underFreeParent).toMatchObject({ isProductAccess: true, isFree: true, isExpired: false });
    const underFreeGrandparent = accessOf({ ...base, ancestors: [open, { isFree: true, isLocked: false }] });
    expect(refusal(underFreeGrandparent)).toBeNull();
  });

  it('keeps a paid object closed without an enrolment, and says why', () => {
    const paid = accessOf({ ...base, ancestors: [open] });
    expect(paid).toMatchObject({ isProductAccess: false, isExpired: false });
    expect(refusal(paid)).toBe(AccessMessages.noAccess);
  });

  it('opens with an enrolment until it expires, then says the validity is over', () => {
    expect(refusal(accessOf({ ...base, ...ends(later) }))).toBeNull();
    const expired = accessOf({ ...base, ...ends(earlier) });
    expect(expired).toMatchObject({ isProductAccess: false, isExpired: true });
    expect(refusal(expired)).toBe(AccessMessages.expired);
    // Ends at the instant it expires.
    expect(accessOf({ ...base, ...ends(now) }).isProductAccess).toBe(false);
    // A free object stays open after the course expired, and is not 'expired'.
    expect(accessOf({ ...base, isFree: true, ...ends(earlier) })).toMatchObject({
      isProductAccess: true,
      isExpired: false,
    });
  });

  it('says a revoked course was revoked, not expired, once its access ended', () => {
    const revoked = accessOf({ ...base, ...ends(earlier, true) });
    expect(revoked).toMatchObject({ isProductAccess: false, isExpired: true, isRevoked: true });
    expect(refusal(revoked)).toBe(AccessMessages.revoked);
    // Still running (another enrolment runs on), free, or locked: no revoke to tell.
    expect(refusal(accessOf({ ...base, ...ends(later, true) }))).toBeNull();
    const free = accessOf({ ...base, isFree: true, ...ends(earlier, true) });
    expect(free).toMatchObject({ isProductAccess: true, isRevoked: false });
    const locked = accessOf({ ...base, isLocked: true, ...ends(earlier, true) });
    expect(refusal(locked)).toBe(AccessMessages.locked);
    expect(accessOf({ ...base, ...ends(earlier) }).isRevoked).toBe(false);
  });

  it('keeps a course closed until its enrolment starts, and says when it starts (day first, UTC)', () => {
    const start = new Date('2026-12-01T18:30:00Z');
    const upcoming = accessOf({ ...base, grant: { endsAt: null, startsAt: start } });
    expect(upcoming).toMatchObject({
      isProductAccess: false,
      isExpired: false,
      isRevoked: false,
      startsAt: start,
    });
    expect(refusal(upcoming)).toBe(AccessMessages.upcoming('01/12/2026, 18:30 UTC'));
    expect(refusal(upcoming)).toBe('Your access starts on 01/12/2026, 18:30 UTC');
    // An ended enrolment and one still ahead: the course is upcoming, not expired (nor revoked).
    const next = accessOf({ ...base, grant: { endsAt: earlier, startsAt: start, revoked: true } });
    expect(next).toMatchObject({ isExpired: false, isRevoked: false, startsAt: start });
    // One running and one ahead: open now.
    expect(refusal(accessOf({ ...base, grant: { endsAt: later, startsAt: start } }))).toBeNull();
    // A free object is open meanwhile; a locked one is 'Not Released'.
    expect(accessOf({ ...base, isFree: true, grant: { endsAt: null, startsAt: start } })).toMatchObject({
      isProductAccess: true,
      startsAt: null,
    });
    const locked = accessOf({ ...base, isLocked: true, grant: { endsAt: null, startsAt: start } });
    expect(refusal(locked)).toBe(AccessMessages.locked);
    // A start that is not ahead (a stale read) is no promise: the course is not assigned then.
    expect(standingOf({ endsAt: null, startsAt: earlier }, now)).toMatchObject({
      assigned: false,
      open: false,
    });
  });

  it('locks an object when it or any module above it is locked, whatever else holds', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.record({ isFree: fc.boolean(), isLocked: fc.boolean() }), { maxLength: 4 }),
        fc.constantFrom(null, earlier, later),
        fc.constantFrom(null, later),
        (isLocked, isFree, ancestors, endsAt, startsAt) => {
          const access = accessOf({ isLocked, isFree, ancestors, grant: { endsAt, startsAt }, now });
          const locked = isLocked || ancestors.some((a) => a.isLocked);
          expect(access.isLocked).toBe(locked);
          if (locked) expect(refusal(access)).toBe(AccessMessages.locked);
          const free = isFree || ancestors.some((a) => a.isFree);
          expect(access.isProductAccess).toBe(!locked && (free || endsAt === later));
        },
      ),
    );
  });
});
