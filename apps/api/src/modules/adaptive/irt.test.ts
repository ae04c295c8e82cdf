import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  estimateAbility,
  type ItemParams,
  information,
  probability,
  quadrature,
  testInformation,
} from './irt';

const item = (b: number, a = 1, c = 0): ItemParams => ({ a, b, c });
const phi = (x: number) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);

/** Φ by the Abramowitz–Stegun 7.1.26 erf approximation (|error| < 1.5e-7). */
function Phi(x: number) {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return 0.5 * (1 + (x >= 0 ? erf : -erf));
}

/** Posterior mean and SD by Simpson's rule on [−10, 10] in 4000 panels, independent of the EAP grid. */
function simpson(pattern: { item: ItemParams; correct: boolean }[]) {
  const n = 4000;
  const h = 20 / n;
  let m0 = 0;
  let m1 = 0;
  let m2 = 0;
  for (let i = 0; i <= n; i++) {
    const x = -10 + i * h;
    const weight = i === 0 || i === n ? 1 : i % 2 === 1 ? 4 : 2;
    let f = phi(x);
    for (const r of pattern) f *= r.correct ? probability(x, r.item) : 1 - probability(x, r.item);
    m0 += weight * f;
    m1 += weight * f * x;
    m2 += weight * f * x * x;
  }
  const mean = m1 / m0;
  return { mean, sd: Math.sqrt(m2 / m0 - mean * mean) };
}

describe('the 3PL model', () => {
  it('gives the chance of a right answer by hand', () => {
    expect(probability(0, item(0))).toBeCloseTo(0.5, 12);
    expect(probability(1, item(0))).toBeCloseTo(0.7310585786, 9); // 1 / (1 + e^-1)
    expect(probability(1.5, item(0.5, 1.5))).toBeCloseTo(0.8175744762, 9); // 1 / (1 + e^-1.5)
    expect(probability(0, item(0, 1, 0.2))).toBeCloseTo(0.6, 12); // 0.2 + 0.8 · 0.5
    expect(probability(-40, item(0, 1, 0.25))).toBeCloseTo(0.25, 9);
  });

  it('gives the information by hand: a²pq for a 2PL item, Birnbaum’s formula for a 3PL one', () => {
    expect(information(0, item(0, 1.5))).toBeCloseTo(0.5625, 12); // 2.25 · 0.25
    expect(information(1, item(0))).toBeCloseTo(0.7310585786 * 0.2689414214, 9);
    // p = 0.6, q = 0.4: (0.4 / 0.6) · (0.4 / 0.8)² = 1/6
    expect(information(0, item(0, 1, 0.2))).toBeCloseTo(1 / 6, 12);
    expect(testInformation(0, [item(0, 1.5), item(0, 1, 0.2)])).toBeCloseTo(0.5625 + 1 / 6, 12);
  });

  it('puts a guessable item’s information peak above b, at b + ln((1 + √(1 + 8c)) / 2) / a', () => {
    const guessable = item(0, 1.2, 0.2);
    const peak = Math.log((1 + Math.sqrt(1 + 8 * 0.2)) / 2) / 1.2;
    expect(information(peak, guessable)).toBeGreaterThan(information(peak - 0.01, guessable));
    expect(information(peak, guessable)).toBeGreaterThan(information(peak + 0.01, guessable));
    expect(information(peak, guessable)).toBeLessThan(information(0, item(0, 1.2)));
  });

  it('rises with ability, stays within [c, 1], and its information is never negative', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -4, max: 4, noNaN: true }),
        fc.double({ min: 0.01, max: 2, noNaN: true }),
        fc.double({ min: 0.2, max: 3, noNaN: true }),
        fc.double({ min: -3, max: 3, noNaN: true }),
        fc.double({ min: 0, max: 0.35, noNaN: true }),
        (theta, delta, a, b, c) => {
          const p = probability(theta, { a, b, c });
          expect(probability(theta + delta, { a, b, c })).toBeGreaterThan(p);
          expect(p).toBeGreaterThanOrEqual(c);
          expect(p).toBeLessThanOrEqual(1);
          expect(information(theta, { a, b, c })).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('the EAP ability estimate', () => {
  it('is the prior before any answer: 0 with a standard error of 1', () => {
    const e = estimateAbility([]);
    expect(e.theta).toBeCloseTo(0, 9);
    expect(e.se).toBeCloseTo(1, 4);
  });

  it('matches the closed form of the normal-ogive item it approximates (a = 1.702 · α)', () => {
    // With Φ(α(θ − b)) and a N(0, 1) prior, E[θ | right] = (α/s) φ(m) / Φ(m), s = √(1 + α²), m = −αb/s.
    for (const [alpha, b] of [
      [1, 0],
      [0.8, 1],
      [1.3, -0.5],
    ] as const) {
      const s = Math.sqrt(1 + alpha * alpha);
      const m = (-alpha * b) / s;
      const exact = ((alpha / s) * phi(m)) / Phi(m);
      const eap = estimateAbility([{ item: item(b, 1.702 * alpha), correct: true }]).theta;
      expect(Math.abs(eap - exact)).toBeLessThan(0.01);
    }
    expect(estimateAbility([{ item: item(0, 1.702), correct: true }]).theta).toBeCloseTo(0.564, 2);
  });

  it('agrees with an independent fine integration on a mixed 2PL/3PL pattern', () => {
    const pattern = [
      { item: item(-1, 1.2), correct: true },
      { item: item(-0.3, 0.8, 0.2), correct: true },
      { item: item(0.4, 1.6), correct: false },
      { item: item(1.1, 1, 0.25), correct: true },
      { item: item(2, 1.4), correct: false },
    ];
    const reference = simpson(pattern);
    const e = estimateAbility(pattern);
    expect(e.theta).toBeCloseTo(reference.mean, 4);
    expect(e.se).toBeCloseTo(reference.sd, 4);
    // a coarser grid stays close
    const coarse = estimateAbility(pattern, quadrature({ range: 4, points: 41 }));
    expect(Math.abs(coarse.theta - reference.mean)).toBeLessThan(1e-3);
  });

  it('is finite on all-right and all-wrong patterns (where the MLE is not), mirrored on mirrored items', () => {
    const items = [-1.5, -0.5, 0.5, 1.5].map((b) => item(b, 1.3));
    const right = estimateAbility(items.map((i) => ({ item: i, correct: true })));
    const wrong = estimateAbility(items.map((i) => ({ item: i, correct: false })));
    expect(Number.isFinite(right.theta)).toBe(true);
    expect(right.theta).toBeGreaterThan(0.5);
    expect(wrong.theta).toBeCloseTo(-right.theta, 9);
    expect(wrong.se).toBeCloseTo(right.se, 9);
    expect(right.se).toBeLessThan(1);
  });

  it('uses the prior it is given', () => {
    const shifted = estimateAbility([], quadrature({ mean: 1, sd: 0.5 }));
    expect(shifted.theta).toBeCloseTo(1, 6);
    expect(shifted.se).toBeCloseTo(0.5, 4);
  });

  it('rises when a wrong answer is turned right', () => {
    const arbItem = fc.record({
      a: fc.double({ min: 0.3, max: 2.5, noNaN: true }),
      b: fc.double({ min: -3, max: 3, noNaN: true }),
      c: fc.double({ min: 0, max: 0.3, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.record({ item: arbItem, correct: fc.boolean() }), { minLength: 1, maxLength: 30 }),
        (pattern) => {
          const wrongAt = pattern.findIndex((r) => !r.correct);
          fc.pre(wrongAt >= 0);
          const better = pattern.map((r, i) => (i === wrongAt ? { ...r, correct: true } : r));
          expect(estimateAbility(better).theta).toBeGreaterThan(estimateAbility(pattern).theta);
        },
      ),
    );
  });
});
