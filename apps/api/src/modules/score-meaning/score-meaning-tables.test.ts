import { describeScore, examOf, targetGap } from '@portico/contract/score-gap';
import { examScoring, scoreExams } from '@portico/contract/score-meaning';
import { describe, expect, it } from 'vitest';
import { defaultMeaningTables as tables } from './score-meaning.defaults';

/**
 * The shipped meaning tables against their published sources (decision 043), score by score over
 * each exam's whole scale, and the target gap's wording (issue 36).
 */
const every = (min: number, max: number, step: number) =>
  Array.from(
    { length: Math.round((max - min) / step) + 1 },
    (_, i) => Math.round((min + i * step) * 10) / 10,
  );

describe('the shipped tables', () => {
  it('cite a publisher, a web address and a year, and say whether Portico checked them', () => {
    for (const exam of scoreExams) {
      const { source, verified } = tables[exam];
      expect(source.url, exam).toMatch(/^https:\/\//);
      expect(source.year, exam).not.toBe('');
      expect(typeof verified).toBe('boolean');
    }
    // Figures Portico could not check against the owner's own table say so.
    expect(tables.gre.verified).toBe(false);
    expect(tables.sat.verified).toBe(false);
  });

  // IELTS, 'IELTS and CEFR levels' (ielts.idp.com; ielts.org/scores), 2024: C2 8.5-9, C1 7-8, B2 5.5-6.5, B1 4-5.
  it('reads every IELTS half band on the CEFR as IELTS publishes it', () => {
    const expected = (b: number) =>
      b >= 8.5 ? 'C2' : b >= 7 ? 'C1' : b >= 5.5 ? 'B2' : b >= 4 ? 'B1' : 'below B1';
    for (const band of every(0, 9, 0.5)) {
      expect(describeScore(tables.ielts, 'Writing', band), String(band)).toBe(`CEFR ${expected(band)}`);
      expect(describeScore(tables.ielts, 'Overall', band)).toBe(`CEFR ${expected(band)}`);
    }
  });

  // Pearson, 'Understanding your PTE score' (pearsonpte.com), 2025: C2 85-90, C1 76-84, B2 59-75, B1 43-58, A2 30-42, A1 10-29.
  it("reads every PTE score 10-90 on the CEFR by Pearson's ranges", () => {
    const expected = (s: number) =>
      s >= 85 ? 'C2' : s >= 76 ? 'C1' : s >= 59 ? 'B2' : s >= 43 ? 'B1' : s >= 30 ? 'A2' : 'A1';
    for (const score of every(10, 90, 1))
      expect(describeScore(tables.pte, 'Overall', score)).toBe(`CEFR ${expected(score)}`);
  });

  // Paragon (CELPIP), 'Proficiency levels and their descriptors', since 2014: level 3-12 = CLB 3-12, M = CLB 0-2.
  it('reads each CELPIP level as the same CLB level, and M (stored as 0) as CLB 0-2', () => {
    for (const level of every(3, 12, 1))
      expect(describeScore(tables.celpip, 'Reading', level)).toBe(`CLB ${level}`);
    expect(describeScore(tables.celpip, 'Speaking', 0)).toBe('CLB 0-2');
  });

  // Duolingo, 'Duolingo English Test: score interpretation', 2019: 10-55 A1/A2, 60-85 B1, 90-115 B2, 120-160 C1/C2.
  it("reads every Duolingo score 10-160 on the CEFR by Duolingo's 2019 alignment", () => {
    const expected = (s: number) => (s >= 120 ? 'C1/C2' : s >= 90 ? 'B2' : s >= 60 ? 'B1' : 'A1/A2');
    for (const score of every(10, 160, 5))
      expect(describeScore(tables.duolingo, 'Overall', score)).toBe(`CEFR ${expected(score)}`);
  });

  // ETS data July 2015 - June 2018 as quoted by Kaplan, GRE Prep Plus 2021 (not checked against ETS's table).
  it('reads GRE scores as at least the listed percentile, per measure', () => {
    expect(describeScore(tables.gre, 'Verbal', 170)).toBe('at least the 99th percentile');
    expect(describeScore(tables.gre, 'Verbal', 161)).toBe('at least the 88th percentile');
    expect(describeScore(tables.gre, 'Verbal', 163)).toBe('at least the 88th percentile');
    expect(describeScore(tables.gre, 'Quant', 170)).toBe('at least the 96th percentile');
    expect(describeScore(tables.gre, 'Quant', 153)).toBe('at least the 49th percentile');
    expect(describeScore(tables.gre, 'Writing', 4)).toBe('at least the 57th percentile');
    expect(describeScore(tables.gre, 'Verbal', 139)).toBeNull();
  });

  it('ships no SAT percentile it could not check', () => {
    expect(tables.sat.rows).toEqual([]);
    expect(describeScore(tables.sat, 'Total', 1400)).toBeNull();
  });

  it('covers every measure a student may set a target for, for the CEFR and CLB exams', () => {
    for (const exam of ['ielts', 'pte', 'celpip', 'duolingo'] as const) {
      for (const m of examScoring[exam].measures) {
        for (const score of every(m.min, m.max, m.step))
          expect(describeScore(tables[exam], m.name, score)).not.toBeNull();
      }
    }
  });
});

describe('the gap to a target', () => {
  it('says how far below the target a score is, in the exam’s unit, or that the target is met', () => {
    expect(targetGap('ielts', 'Writing', 6.5, 7).text).toBe('0.5 band below your target of 7 in Writing');
    expect(targetGap('ielts', 'Overall', 5.5, 7).text).toBe('1.5 bands below your target of 7 overall');
    expect(targetGap('ielts', 'Reading', 7.5, 7)).toEqual({ met: true, gap: 0, text: 'Target met' });
    expect(targetGap('celpip', 'Listening', 8, 9).text).toBe('1 level below your target of 9 in Listening');
    expect(targetGap('pte', 'Overall', 58, 65).text).toBe('7 points below your target of 65 overall');
    expect(targetGap('sat', 'Total', 1370, 1400).text).toBe('30 points below your target of 1400 in total');
    expect(targetGap('duolingo', 'Overall', 120, 120).met).toBe(true);
  });

  it('knows the exam of a report from its template, else its course', () => {
    expect(examOf('grelayout')).toBe('gre');
    expect(examOf('sat-digital')).toBe('sat');
    expect(examOf('ptelayout')).toBe('pte');
    expect(examOf('default', 'ielts-general')).toBe('ielts');
    expect(examOf('default', 'french')).toBeNull();
  });
});
