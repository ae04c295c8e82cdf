import { describe, expect, it } from 'vitest';
import type { StoredTestReport } from '../../db/schema';
import { examReports } from './exam-reports';

const section = (referenceType: string, correct: number, total: number, scaledScore: number | null) => ({
  id: referenceType,
  title: referenceType,
  referenceType,
  score: correct,
  totalQuestions: total,
  questionsAttempted: total,
  correctAnswer: correct,
  inCorrectAnswer: total - correct,
  skippedAnswer: 0,
  accuracy: '0',
  timeTaken: 0,
  band: null,
  scaledScore,
});

const report = (
  sections: (ReturnType<typeof section> & { route?: 'easier' | 'harder' })[],
): StoredTestReport => ({
  totalQuestions: sections.reduce((a, s) => a + s.totalQuestions, 0),
  questionsAttempted: 0,
  correctAnswer: sections.reduce((a, s) => a + s.correctAnswer, 0),
  inCorrectAnswer: sections.reduce((a, s) => a + s.inCorrectAnswer, 0),
  skippedAnswer: 0,
  accuracy: '0',
  score: sections.reduce((a, s) => a + s.score, 0),
  band: null,
  sections,
  lateAnswers: 0,
});

describe('exam reports of the default report (SCORING.md scales)', () => {
  it('GRE: Verbal and Quant 130-170 add to 260-340; AWA waits for the teacher', () => {
    const r = examReports(
      'grelayout',
      report([section('Writing', 0, 1, null), section('Verbal', 9, 12, 158), section('Quant', 6, 12, 155)]),
      {},
    );
    expect(r.greReport).toEqual({
      verbalScaledScore: 158,
      quantScaledScore: 155,
      total: 313,
      noScore: [],
      writingScore: null,
      vrCorrect: 9,
      qaCorrect: 6,
      totalCorrect: 15,
      totalInCorrect: 10,
      // A fixed form: no second section was routed (decision 063).
      routes: [],
    });
    const routed = report([
      { ...section('Verbal', 5, 12, 158) },
      { ...section('Verbal', 9, 15, 158), route: 'harder' as const },
      { ...section('Quant', 3, 12, 141) },
      { ...section('Quant', 4, 15, 141), route: 'easier' as const },
    ]);
    expect(examReports('grelayout', routed, {}).greReport?.routes).toEqual([
      { measure: 'Verbal', route: 'harder' },
      { measure: 'Quant', route: 'easier' },
    ]);
    expect(
      examReports('grelayoutv3', report([section('Verbal', 1, 2, 150)]), { Writing: 4.5 }).greReport,
    ).toMatchObject({ total: null, writingScore: 4.5 });
    expect(r.satDigitalReport).toBeNull();
  });

  // ETS, 'GRE General Test scoring' (ets.org, score users, 2024): 'Any section in which the test
  // taker answers no questions at all is reported as a No Score (NS).'
  it('GRE: a measure with nothing answered is NS, with no Verbal + Quant', () => {
    const ns = { ...section('Quant', 0, 12, null), questionsAttempted: 0, noScore: true };
    const r = examReports('grelayoutv2', report([section('Verbal', 9, 12, 158), ns]), { Writing: 4 });
    expect(r.greReport).toMatchObject({
      verbalScaledScore: 158,
      quantScaledScore: null,
      total: null,
      noScore: ['Quant'],
    });
  });

  it('SAT digital: the 400-1600 total of both sections, a scorecard of 200-800 sections; one section is "other"', () => {
    const r = examReports(
      'sat-digital',
      report([section('Reading and Writing', 8, 12, 570), section('Math', 10, 12, 680)]),
      {},
    );
    expect(r.satDigitalReport).toMatchObject({
      reportType: 'default',
      total: 1250,
      vrScaledScore: 570,
      qaScaledScore: 680,
    });
    expect(r.satScorecard).toEqual([
      { section: 'Reading and Writing', correct: 8, total: 12, scaledScore: 570, min: 200, max: 800 },
      { section: 'Math', correct: 10, total: 12, scaledScore: 680, min: 200, max: 800 },
    ]);
    expect(
      examReports('sat-digital', report([section('Math', 3, 12, 400)]), {}).satDigitalReport,
    ).toMatchObject({
      reportType: 'other',
      total: null,
    });
  });

  it('PTE: the parts on their own tables (the skills and overall come from the items: pte-skills); none for an IELTS test', () => {
    const r = examReports(
      'ptelayout',
      report([
        section('Speaking & Writing', 5, 10, 45),
        section('Reading', 6, 10, 58),
        section('Listening', 7, 10, 61),
      ]),
      {},
    );
    expect(r.pteReport).toEqual({
      overall: null,
      skills: [],
      parts: [
        { title: 'Speaking & Writing', referenceType: 'Speaking & Writing', score: 45, awaiting: 0 },
        { title: 'Reading', referenceType: 'Reading', score: 58, awaiting: 0 },
        { title: 'Listening', referenceType: 'Listening', score: 61, awaiting: 0 },
      ],
    });
    expect(examReports('ielts', report([section('Reading', 30, 40, null)]), {})).toEqual({
      greReport: null,
      satDigitalReport: null,
      satScorecard: null,
      pteReport: null,
    });
  });
});
