import { examScoring, type ScoreExam } from '@portico/contract/score-meaning';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIeltsBand } from '../assessment/scoring/ielts';
import {
  combined,
  type EvidenceKind,
  estimate,
  halfWidth,
  MIN_EVIDENCE,
  type Observation,
  snap,
} from './predictor';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const measure = (exam: ScoreExam, name: string) => {
  const m = examScoring[exam].measures.find((x) => x.name === name);
  if (!m) throw new Error(`${exam} has no ${name}`);
  return m;
};
const obs = (score: number, days: number, kind: EvidenceKind = 'mock'): Observation => ({
  score,
  at: daysAgo(days),
  kind,
});
const listening = measure('ielts', 'Listening');

describe('the score predictor', () => {
  it('predicts nothing from nothing, or from one quiz, and something from two quizzes, widely', () => {
    expect(estimate('ielts', listening, [], now)).toBeNull();
    expect(estimate('ielts', listening, [obs(6, 1, 'quiz')], now)).toBeNull();
    const quizzes = estimate('ielts', listening, [obs(6, 1, 'quiz'), obs(6.5, 2, 'quiz')], now);
    const mocks = estimate('ielts', listening, [obs(6, 1), obs(6.5, 8), obs(6, 15), obs(6.5, 22)], now);
    expect(quizzes).not.toBeNull();
    expect(mocks).not.toBeNull();
    const width = (e: typeof mocks) => (e ? e.high - e.low : 0);
    expect(width(quizzes)).toBeGreaterThan(width(mocks));
    expect(mocks?.mocks).toBe(4);
  });

  it('weighs a recent mock above an old practice set', () => {
    const e = estimate('ielts', listening, [obs(7, 1, 'mock'), obs(5, 60, 'practice')], now);
    expect(e?.score).toBe(7);
  });

  it('gives IELTS bands rounded as IELTS does: an overall of 6.5, 6.5, 6.5, 5.5 is 6.5 (mean 6.25 up)', () => {
    const part = (score: number) => ({
      score,
      low: score - 0.5,
      high: score + 0.5,
      evidence: 3,
      tests: 3,
      mocks: 3,
    });
    const overall = combined('ielts', measure('ielts', 'Overall'), [
      part(6.5),
      part(6.5),
      part(6.5),
      part(5.5),
    ]);
    expect(overall?.score).toBe(6.5);
    expect(combined('ielts', measure('ielts', 'Overall'), [part(6), null, part(6), part(6)])).toBeNull();
  });

  it('adds the SAT sections for the total', () => {
    const part = (score: number) => ({
      score,
      low: score - 40,
      high: score + 40,
      evidence: 2,
      tests: 2,
      mocks: 2,
    });
    expect(combined('sat', measure('sat', 'Total'), [part(610), part(680)])?.score).toBe(1290);
  });

  it('reads CELPIP M as the level below 3 and shows M below it', () => {
    const m = measure('celpip', 'Speaking');
    expect(snap('celpip', m, 2.2)).toBe(0);
    expect(snap('celpip', m, 2.6)).toBe(3);
    const e = estimate('celpip', m, [obs(0, 1), obs(0, 2), obs(3, 3)], now);
    expect(e?.score).toBe(0);
  });

  const exams = Object.keys(examScoring) as ScoreExam[];
  const anyMeasure = fc
    .constantFrom(...exams)
    .chain((exam) => fc.constantFrom(...examScoring[exam].measures.map((m) => ({ exam, m }))));
  const observations = (lo: number, hi: number) =>
    fc.array(
      fc.record({
        score: fc.double({ min: lo, max: hi, noNaN: true }),
        at: fc.integer({ min: 0, max: 120 }).map(daysAgo),
        kind: fc.constantFrom<EvidenceKind>('mock', 'sectional', 'practice', 'quiz'),
      }),
      { minLength: 1, maxLength: 12 },
    );

  it('keeps every prediction and interval end on the scale, in its steps, low <= score <= high', () => {
    fc.assert(
      fc.property(
        anyMeasure.chain(({ exam, m }) => observations(m.min, m.max).map((o) => ({ exam, m, o }))),
        ({ exam, m, o }) => {
          const e = estimate(exam, m, o, now);
          if (!e) return;
          for (const v of [e.score, e.low, e.high]) {
            expect(v).toBeGreaterThanOrEqual(exam === 'celpip' ? 0 : m.min);
            expect(v).toBeLessThanOrEqual(m.max);
            expect(snap(exam, m, v)).toBe(v);
            if (exam === 'ielts') expect(isIeltsBand(v)).toBe(true);
          }
          expect(e.low).toBeLessThanOrEqual(e.score);
          expect(e.score).toBeLessThanOrEqual(e.high);
        },
      ),
    );
  });

  it('is never less sure with more evidence: another mock never widens the interval', () => {
    fc.assert(
      fc.property(
        fc.double({ min: MIN_EVIDENCE, max: 20, noNaN: true }),
        fc.double({ min: 0.01, max: 5, noNaN: true }),
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        (evidence, more, spread) => {
          expect(halfWidth(spread, evidence + more)).toBeLessThanOrEqual(halfWidth(spread, evidence));
        },
      ),
    );
  });

  it('makes no prediction below the least evidence, whatever the scores', () => {
    fc.assert(
      fc.property(anyMeasure, fc.double({ min: 0, max: 1, noNaN: true }), ({ exam, m }, at) => {
        const score = m.min + at * (m.max - m.min);
        expect(estimate(exam, m, [{ score, at: daysAgo(0), kind: 'quiz' }], now)).toBeNull();
      }),
    );
  });
});
