import { describe, expect, it } from 'vitest';
import { type LaunchObject, mockLaunchDecision, practiceLaunchDecision } from './launch-route';

const COURSE = '0f5e8a52-0c55-4d2a-b2a6-6a1c0b7c0001';
const OBJECT = '0f5e8a52-0c55-4d2a-b2a6-6a1c0b7c0002';
const TEST = '0f5e8a52-0c55-4d2a-b2a6-6a1c0b7c0003';
const ATTEMPT = '0f5e8a52-0c55-4d2a-b2a6-6a1c0b7c0004';
const context = { courseId: COURSE, pageUrl: 'https://portal.example.test/practicetest' };

const object = (overrides: Partial<LaunchObject> = {}): LaunchObject => ({
  id: OBJECT,
  objectStatus: 'Completed',
  testId: TEST,
  testTemplate: 'ielts',
  studentTestId: ATTEMPT,
  isEvaluated: false,
  evaluationRequired: false,
  ...overrides,
});

describe('launch routing for a practice test (spec 2 §4)', () => {
  it('1. completed and no testId: the practice report', () => {
    expect(practiceLaunchDecision(object({ testId: null, testTemplate: 'duolingo' }), context)).toEqual({
      kind: 'report',
      to: `/ielts-practicereport/${ATTEMPT}`,
    });
  });

  it('2. template duolingo: the duolingo report; celpip: the celpip report', () => {
    expect(practiceLaunchDecision(object({ testTemplate: 'duolingo' }), context)).toEqual({
      kind: 'report',
      to: `/duolingo-report/${ATTEMPT}`,
    });
    expect(practiceLaunchDecision(object({ testTemplate: 'CELPIP' }), context)).toEqual({
      kind: 'report',
      to: `/celpip-report/${ATTEMPT}`,
    });
  });

  it("3. an 'own' template not yet evaluated: nothing happens", () => {
    expect(practiceLaunchDecision(object({ testTemplate: 'own', isEvaluated: false }), context)).toEqual({
      kind: 'none',
    });
  });

  it('4. otherwise completed: the generic report (an evaluated own template too)', () => {
    expect(practiceLaunchDecision(object(), context)).toEqual({ kind: 'report', to: `/report/${ATTEMPT}` });
    expect(practiceLaunchDecision(object({ testTemplate: 'own', isEvaluated: true }), context)).toEqual({
      kind: 'report',
      to: `/report/${ATTEMPT}`,
    });
  });

  it('5. not completed with a testId: generate-token, rurl when evaluation is not required', () => {
    expect(practiceLaunchDecision(object({ objectStatus: 'Launch' }), context)).toEqual({
      kind: 'generate-token',
      payload: { groupId: OBJECT, testId: TEST, courseId: COURSE, rurl: context.pageUrl },
    });
    expect(
      practiceLaunchDecision(object({ objectStatus: 'InProgress', evaluationRequired: true }), context),
    ).toEqual({
      kind: 'generate-token',
      payload: { groupId: OBJECT, testId: TEST, courseId: COURSE },
    });
  });

  it("5. an 'own' template that is not completed does nothing", () => {
    expect(practiceLaunchDecision(object({ objectStatus: 'Launch', testTemplate: 'own' }), context)).toEqual({
      kind: 'none',
    });
  });

  it('6. without a testId: the other launch call (POST test)', () => {
    expect(practiceLaunchDecision(object({ objectStatus: 'Launch', testId: null }), context)).toEqual({
      kind: 'test',
      payload: { groupId: OBJECT, courseId: COURSE, rurl: context.pageUrl },
    });
  });

  it('a completed object without an attempt has no report to open', () => {
    expect(practiceLaunchDecision(object({ studentTestId: null }), context)).toEqual({ kind: 'none' });
  });
});

describe('mock launch', () => {
  const mock = (overrides: Partial<LaunchObject> = {}) => ({ ...object(overrides), title: 'Mock Test 1' });
  const mockContext = { ...context, navigationParam: 'mock-tests' };

  it('View Report opens the mock report with testName and navparam', () => {
    expect(mockLaunchDecision(mock(), mockContext)).toEqual({
      kind: 'report',
      to: `/ielts-mockreport/${ATTEMPT}`,
      state: { testName: 'Mock Test 1', navparam: 'mock-tests' },
    });
  });

  it('Start Now and Resume Test launch the test', () => {
    expect(mockLaunchDecision(mock({ objectStatus: 'InProgress' }), mockContext).kind).toBe('generate-token');
    expect(mockLaunchDecision(mock({ objectStatus: 'Launch', testId: null }), mockContext).kind).toBe('test');
  });
});
