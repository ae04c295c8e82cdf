import { CourseAccessMessages as AccessMessages } from '@portico/contract/courses';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessOf, refusal } from './access';

/** DATA-MODEL.md 'who may open what', decided in access.ts alone: each rule checked on its own. */
const now = new Date('2026-11-29T12:00:00Z');
const later = new Date('2026-12-29T12:00:00Z');
const earlier = new Date('2026-10-29T12:00:00Z');
const open = { isFree: false, isLocked: false };
const base = { isLocked: false, isFree: false, ancestors: [], enrolmentExpiresAt: null, now };

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
    expect(refusal(accessOf({ ...base, enrolmentExpiresAt: later }))).toBeNull();
    const expired = accessOf({ ...base, enrolmentExpiresAt: earlier });
    expect(expired).toMatchObject({ isProductAccess: false, isExpired: true });
    expect(refusal(expired)).toBe(AccessMessages.expired);
    // Ends at the instant it expires.
    expect(accessOf({ ...base, enrolmentExpiresAt: now }).isProductAccess).toBe(false);
    // A free object stays open after the course expired, and is not 'expired'.
    expect(accessOf({ ...base, isFree: true, enrolmentExpiresAt: earlier })).toMatchObject({
      isProductAccess: true,
      isExpired: false,
    });
  });

  it('says a revoked course was revoked, not expired, once its access ended', () => {
    const revoked = accessOf({ ...base, enrolmentExpiresAt: earlier, enrolmentRevoked: true });
    expect(revoked).toMatchObject({ isProductAccess: false, isExpired: true, isRevoked: true });
    expect(refusal(revoked)).toBe(AccessMessages.revoked);
    // Still running (another enrolment runs on), free, or locked: no revoke to tell.
    expect(refusal(accessOf({ ...base, enrolmentExpiresAt: later, enrolmentRevoked: true }))).toBeNull();
    const free = accessOf({ ...base, isFree: true, enrolmentExpiresAt: earlier, enrolmentRevoked: true });
    expect(free).toMatchObject({ isProductAccess: true, isRevoked: false });
    const locked = accessOf({ ...base, isLocked: true, enrolmentExpiresAt: earlier, enrolmentRevoked: true });
    expect(refusal(locked)).toBe(AccessMessages.locked);
    expect(accessOf({ ...base, enrolmentExpiresAt: earlier }).isRevoked).toBe(false);
  });

  it('locks an object when it or any module above it is locked, whatever else holds', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.record({ isFree: fc.boolean(), isLocked: fc.boolean() }), { maxLength: 4 }),
        fc.constantFrom(null, earlier, later),
        (isLocked, isFree, ancestors, enrolmentExpiresAt) => {
          const access = accessOf({ isLocked, isFree, ancestors, enrolmentExpiresAt, now });
          const locked = isLocked || ancestors.some((a) => a.isLocked);
          expect(access.isLocked).toBe(locked);
          if (locked) expect(refusal(access)).toBe(AccessMessages.locked);
          const free = isFree || ancestors.some((a) => a.isFree);
          expect(access.isProductAccess).toBe(!locked && (free || enrolmentExpiresAt === later));
        },
      ),
    );
  });
});
