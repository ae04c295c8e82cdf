import type { LearningObject } from '@portico/contract/learning';
import { describe, expect, it } from 'vitest';
import {
  type CardObject,
  evaluationState,
  mockStatusButton,
  practiceCardButtons,
  showsNoAccess,
} from './card-actions';

const object = (overrides: Partial<CardObject> = {}): CardObject => ({
  objectStatus: 'Launch',
  isLocked: false,
  isFree: false,
  isProductAccess: true,
  testId: '5b0c2a56-5d5e-4b8f-9a55-0d8d0f6f7a01',
  testTemplate: 'ielts',
  isDisableReview: false,
  evaluationRequired: false,
  ...overrides,
});

const labels = (o: CardObject, courseAccess = true) =>
  practiceCardButtons(o, courseAccess).map((b) => b.label);

describe('practice card buttons (spec 2 §4)', () => {
  describe('completed with a taken test', () => {
    // The spec's 'Completed' reads as a state; the button says what it does (decision 045).
    it('shows Review and View Report when evaluation is not required', () => {
      expect(labels(object({ objectStatus: 'Completed' }))).toEqual(['Review', 'View Report']);
    });

    it('shows Review and View Report when evaluation is required', () => {
      expect(labels(object({ objectStatus: 'Completed', evaluationRequired: true }))).toEqual([
        'Review',
        'View Report',
      ]);
    });

    it('has no Review without a testId', () => {
      expect(labels(object({ objectStatus: 'Completed', testId: null }))).toEqual(['View Report']);
    });

    it("has no Review for an 'own' template", () => {
      expect(
        labels(object({ objectStatus: 'Completed', testTemplate: 'Own', evaluationRequired: true })),
      ).toEqual(['View Report']);
    });

    it('has no Review when review is disabled', () => {
      expect(labels(object({ objectStatus: 'Completed', isDisableReview: true }))).toEqual(['View Report']);
    });

    it('Review calls the revise link and the report button follows the launch routing', () => {
      expect(practiceCardButtons(object({ objectStatus: 'Completed' }), true).map((b) => b.action)).toEqual([
        'review',
        'open',
      ]);
    });
  });

  it('not taken, Launch: Start Now', () => {
    expect(practiceCardButtons(object(), true)).toEqual([{ label: 'Start Now', action: 'open' }]);
  });

  it('not taken, InProgress: Resume Test', () => {
    expect(practiceCardButtons(object({ objectStatus: 'InProgress' }), true)).toEqual([
      { label: 'Resume Test', action: 'open' },
    ]);
  });

  it('no access: a disabled Not Released, with the no-access sentence', () => {
    const noAccess = object({ isProductAccess: false, isFree: false });
    expect(practiceCardButtons(noAccess, true)).toEqual([{ label: 'Not Released', action: 'disabled' }]);
    expect(showsNoAccess(noAccess)).toBe(true);
  });

  it('a free object is open without a product', () => {
    expect(labels(object({ isProductAccess: false, isFree: true }))).toEqual(['Start Now']);
  });

  it('locked: a disabled Not Released, even when completed, free or expired', () => {
    const locked = object({ isLocked: true, isFree: true, objectStatus: 'Completed' });
    expect(practiceCardButtons(locked, true)).toEqual([{ label: 'Not Released', action: 'disabled' }]);
    expect(practiceCardButtons(locked, false)).toEqual([{ label: 'Not Released', action: 'disabled' }]);
    expect(showsNoAccess(locked)).toBe(false);
  });

  it('product access expired: a disabled Expired, whatever the status', () => {
    for (const objectStatus of ['Launch', 'InProgress', 'Completed'] as const) {
      expect(practiceCardButtons(object({ objectStatus }), false)).toEqual([
        { label: 'Expired', action: 'disabled' },
      ]);
    }
  });

  it('product access revoked: a disabled Revoked, whatever the status; locked stays Not Released', () => {
    for (const objectStatus of ['Launch', 'InProgress', 'Completed'] as const) {
      expect(practiceCardButtons(object({ objectStatus }), false, { revoked: true, startsAt: null })).toEqual(
        [{ label: 'Revoked', action: 'disabled' }],
      );
    }
    expect(
      practiceCardButtons(object({ isLocked: true }), false, { revoked: true, startsAt: null })[0]?.label,
    ).toBe('Not Released');
  });
});

describe('mock status button (spec 2 §4)', () => {
  it.each([
    ['locked', object({ isLocked: true }), true, 'Not Released', 'disabled'],
    ['Launch', object(), true, 'Start Now', 'open'],
    ['InProgress', object({ objectStatus: 'InProgress' }), true, 'Resume Test', 'open'],
    ['Completed', object({ objectStatus: 'Completed' }), true, 'View Report', 'open'],
    ['no access', object({ isProductAccess: false }), true, 'Not Released', 'disabled'],
    ['course expired', object(), false, 'Expired', 'disabled'],
  ] as const)('%s reads %s', (_situation, o, courseAccess, label, action) => {
    expect(mockStatusButton(o, courseAccess)).toEqual({ label, action });
  });
  it('a revoked course reads Revoked', () => {
    expect(mockStatusButton(object(), false, { revoked: true, startsAt: null })).toEqual({
      label: 'Revoked',
      action: 'disabled',
    });
  });
  it('a course starting later reads its start, day first, whatever else it was', () => {
    const upcoming = { revoked: true, startsAt: '2026-12-01T06:30:00.000Z' };
    expect(mockStatusButton(object(), false, upcoming)).toEqual({
      label: 'Starts on 01/12/2026',
      action: 'disabled',
    });
    expect(practiceCardButtons(object({ objectStatus: 'Completed' }), false, upcoming)).toEqual([
      { label: 'Starts on 01/12/2026', action: 'disabled' },
    ]);
    // Open (courseAccess true) or locked: the start is not said.
    expect(mockStatusButton(object(), true, upcoming).label).toBe('Start Now');
    expect(mockStatusButton(object({ isLocked: true }), false, upcoming).label).toBe('Not Released');
  });
});

describe('evaluation state (spec 2 §4 Evaluation)', () => {
  const evaluation = (overrides: Partial<LearningObject>) =>
    evaluationState({
      objectStatus: 'Completed',
      evaluationRequired: true,
      evaluationStatus: null,
      testId: 'a3a7c0de-1111-4c5e-8f00-000000000001',
      ...overrides,
    });

  it('null asks for a request, 0 is pending, 1 is completed', () => {
    expect(evaluation({ evaluationStatus: null })).toBe('request');
    expect(evaluation({ evaluationStatus: 0 })).toBe('pending');
    expect(evaluation({ evaluationStatus: 1 })).toBe('completed');
  });

  it('nothing when evaluation is not required or the test is not completed', () => {
    expect(evaluation({ evaluationRequired: false })).toBeNull();
    expect(evaluation({ objectStatus: 'InProgress' })).toBeNull();
  });
});
