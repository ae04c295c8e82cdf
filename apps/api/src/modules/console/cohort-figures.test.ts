import type { CohortStudent, CohortView } from '@portico/contract/console-cohorts';
import type { MeasurePrediction } from '@portico/contract/prediction';
import { describe, expect, it } from 'vitest';
import {
  type AnswerGroup,
  activityOf,
  atQuietDays,
  attendanceShare,
  headlineOf,
  targetCounts,
  weakestOf,
} from './cohort-figures';

const now = new Date('2026-12-01T12:00:00Z');
const daysAgo = (d: number, hours = 0) => new Date(now.getTime() - d * 86_400_000 - hours * 3_600_000);

describe('a student’s activity', () => {
  it('is quiet from the whole day the threshold names, active before, never without a record', () => {
    expect(activityOf(undefined, now, 14)).toEqual({ status: 'never', daysSince: null });
    expect(activityOf(daysAgo(13, 23), now, 14)).toEqual({ status: 'active', daysSince: 13 });
    expect(activityOf(daysAgo(14), now, 14)).toEqual({ status: 'quiet', daysSince: 14 });
    // A clock a moment behind the record (another server's) is not a negative day.
    expect(activityOf(new Date(now.getTime() + 5_000), now, 1)).toEqual({ status: 'active', daysSince: 0 });
  });
});

describe('a cohort seen with another quiet line', () => {
  it('draws each status from the days since, recounts, and puts the quiet first', () => {
    const line = (name: string, daysSinceActive: number | null) =>
      ({ name, daysSinceActive, status: 'active' }) as CohortStudent;
    const view = {
      quietDays: 14,
      counts: { students: 3, active: 2, quiet: 0, never: 1 },
      students: [line('Asha', 3), line('Bilal', 10), line('Chen', null)],
    } as CohortView;
    const seven = atQuietDays(view, 7);
    expect(seven.quietDays).toBe(7);
    expect(seven.counts).toEqual({ students: 3, active: 1, quiet: 1, never: 1 });
    expect(seven.students.map((s) => [s.name, s.status])).toEqual([
      ['Bilal', 'quiet'],
      ['Chen', 'never'],
      ['Asha', 'active'],
    ]);
    // Quiet from exactly the days named; the snapshot itself is left as it was.
    expect(atQuietDays(view, 3).counts).toEqual({ students: 3, active: 0, quiet: 2, never: 1 });
    expect(view.students.map((s) => s.status)).toEqual(['active', 'active', 'active']);
  });
});

const measure = (name: string, score: number | null, extra: Partial<MeasurePrediction> = {}) =>
  ({
    measure: name,
    score,
    label: score === null ? null : String(score),
    target: null,
    gap: null,
    targetMet: null,
    ...extra,
  }) as MeasurePrediction;

describe('the prediction a teacher reads', () => {
  it('is the overall when there is one, else the first skill predicted, in the third person', () => {
    expect(headlineOf([measure('Overall', null), measure('Listening', null)])).toBeNull();
    expect(
      headlineOf([
        measure('Overall', null),
        measure('Listening', null),
        measure('Reading', 6.5, { target: 7, gap: '0.5 band below your target of 7', targetMet: false }),
      ]),
    ).toEqual({
      measure: 'Reading',
      label: '6.5',
      target: 7,
      gap: '0.5 band below their target of 7',
      targetMet: false,
    });
    expect(headlineOf([measure('Total', 1210), measure('Math', 600)])).toMatchObject({
      measure: 'Total',
      label: '1210',
    });
  });

  it('counts the cohort against its targets', () => {
    const p = (targetMet: boolean | null) => ({
      prediction: { measure: 'Overall', label: '7', target: null, gap: null, targetMet },
    });
    expect(targetCounts([p(true), p(false), p(false), p(null), { prediction: null }])).toEqual({
      met: 1,
      below: 2,
      noTarget: 1,
      noPrediction: 1,
    });
  });
});

describe('the cohort’s weakest skills and question types', () => {
  const g = (skill: string, questionType: string | null, answers: number, right: number): AnswerGroup => ({
    skill,
    questionType,
    answers,
    right,
    students: 3,
    bySkill: questionType === null,
  });

  it('lists the lowest shares first, leaves out evaluated skills, untyped questions and empty groups', () => {
    const { skills, questionTypes } = weakestOf([
      g('Reading', null, 20, 15),
      g('Listening', null, 10, 4),
      g('Writing', null, 4, 0),
      g('Reading', 'Matching headings', 10, 5),
      g('Reading', 'True, False, Not Given', 10, 10),
      g('Listening', 'Form completion', 10, 4),
      g('Listening', null, 0, 0),
      g('Listening', null, 3, 0),
    ]);
    expect(skills.map((s) => [s.skill, s.share])).toEqual([
      ['Listening', 0],
      ['Listening', 0.4],
      ['Reading', 0.75],
    ]);
    expect(questionTypes.map((s) => [s.questionType, s.share])).toEqual([
      ['Form completion', 0.4],
      ['Matching headings', 0.5],
      ['True, False, Not Given', 1],
    ]);
  });

  it('keeps five of each, a tie going to the type with more answers', () => {
    const many = Array.from({ length: 7 }, (_, n) => g('Reading', `Type ${n}`, 10 + n, 5 + n / 2));
    const { questionTypes } = weakestOf(many);
    expect(questionTypes).toHaveLength(5);
    expect(questionTypes[0]?.questionType).toBe('Type 6');
  });
});

describe('attendance', () => {
  it('is the seats filled of the seats held, none when nothing was held', () => {
    expect(attendanceShare([])).toBeNull();
    expect(attendanceShare([{ classesHeld: 0, classesAttended: 0 }])).toBeNull();
    expect(
      attendanceShare([
        { classesHeld: 4, classesAttended: 3 },
        { classesHeld: 4, classesAttended: 0 },
      ]),
    ).toBe(3 / 8);
  });
});
