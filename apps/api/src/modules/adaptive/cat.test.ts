import { CatSettingsSchema } from '@portico/contract/adaptive';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  administer,
  type CatAnswer,
  type CatOptions,
  catResult,
  type ExposureCounts,
  nextItem,
  type PoolItem,
  thetaScale,
} from './cat';
import { information, probability } from './irt';
import { normalDraw, type Random, seededRandom } from './rng';

const areas = ['read-and-complete', 'listen-and-type', 'read-and-select'] as const;

/** A 2PL pool of `size` items spread over the areas, b from −2.5 to 2.5, a from 0.8 to 1.8. */
function makePool(size: number): PoolItem[] {
  const random = seededRandom(7);
  return Array.from({ length: size }, (_, i) => ({
    id: `i${String(i).padStart(3, '0')}`,
    area: areas[i % areas.length] as string,
    a: 0.8 + random(),
    b: -2.5 + (5 * i) / (size - 1),
    c: 0,
  }));
}

const pool = makePool(90);
const settings = (over: Partial<CatOptions> = {}): CatOptions => ({ length: 20, topK: 1, ...over });
const student = (theta: number, random: Random) => (item: PoolItem) => random() < probability(theta, item);
const duolingo = thetaScale({ intercept: 85, slope: 25, min: 10, max: 160, step: 5 });

describe('item-by-item selection', () => {
  it('starts with the most informative item at the prior mean when k is 1', () => {
    const first = nextItem(pool, [], settings(), seededRandom(1));
    const best = Math.max(...pool.map((item) => information(0, item)));
    expect(first && information(0, first)).toBe(best);
  });

  it('goes harder after a right answer and easier after a wrong one', () => {
    const first = nextItem(pool, [], settings(), seededRandom(1)) as PoolItem;
    const afterRight = nextItem(pool, [{ itemId: first.id, correct: true }], settings(), seededRandom(1));
    const afterWrong = nextItem(pool, [{ itemId: first.id, correct: false }], settings(), seededRandom(1));
    expect(afterRight?.b).toBeGreaterThan(first.b);
    expect(afterWrong?.b).toBeLessThan(first.b);
  });

  it('never repeats an item and stops at the fixed length, whatever the seed and the student', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.double({ min: -3, max: 3, noNaN: true }),
        fc.integer({ min: 1, max: 8 }),
        (seed, theta, topK) => {
          const random = seededRandom(seed);
          const answers = administer(pool, settings({ length: 25, topK }), random, student(theta, random));
          expect(answers).toHaveLength(25);
          expect(new Set(answers.map((a) => a.itemId)).size).toBe(25);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('stops early when the pool is spent, and gives nothing after the last item', () => {
    const small = pool.slice(0, 6);
    const random = seededRandom(3);
    const answers = administer(small, settings({ length: 10 }), random, () => true);
    expect(answers).toHaveLength(6);
    expect(nextItem(small, answers, settings({ length: 10 }), random)).toBeNull();
    const full = administer(pool, settings({ length: 4 }), random, () => false);
    expect(nextItem(pool, full, settings({ length: 4 }), random)).toBeNull();
  });

  it('keeps every content area within one item of its share at every point of the test', () => {
    const targets = { 'read-and-complete': 0.5, 'listen-and-type': 0.3, 'read-and-select': 0.2 };
    for (const seed of [1, 2, 3, 4, 5]) {
      const random = seededRandom(seed);
      const theta = normalDraw(random);
      const answers = administer(pool, settings({ targets, topK: 3 }), random, student(theta, random));
      const areaOf = new Map(pool.map((item) => [item.id, item.area]));
      answers.forEach((_, i) => {
        const sofar = answers.slice(0, i + 1).map((a) => areaOf.get(a.itemId));
        for (const [area, share] of Object.entries(targets))
          expect(Math.abs(sofar.filter((x) => x === area).length - share * (i + 1))).toBeLessThan(1);
      });
      const final = answers.map((a) => areaOf.get(a.itemId));
      expect(final.filter((x) => x === 'read-and-complete')).toHaveLength(10);
      expect(final.filter((x) => x === 'listen-and-type')).toHaveLength(6);
      expect(final.filter((x) => x === 'read-and-select')).toHaveLength(4);
    }
  });

  it('picks the same items from the same seed, and varies them among the top k across seeds', () => {
    const run = (seed: number) => {
      const random = seededRandom(seed);
      return administer(pool, settings({ topK: 5 }), random, student(0.3, random)).map((a) => a.itemId);
    };
    expect(run(11)).toEqual(run(11));
    const firsts = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) => run(seed)[0]));
    expect(firsts.size).toBeGreaterThan(1);
    expect(firsts.size).toBeLessThanOrEqual(5);
  });

  it('holds every item’s exposure rate under the cap over 300 tests of one ability (1 over the cap without it)', () => {
    const rates = (maxExposure?: number) => {
      const exposure: ExposureCounts = { tests: 0, counts: {} };
      const counts: Record<string, number> = {};
      const random = seededRandom(42);
      for (let run = 0; run < 300; run++) {
        const answers = administer(pool, settings({ topK: 1, maxExposure }), random, student(0, random), {
          tests: exposure.tests,
          counts,
        });
        for (const a of answers) counts[a.itemId] = (counts[a.itemId] ?? 0) + 1;
        exposure.tests++;
      }
      return Object.values(counts).map((n) => n / 300);
    };
    expect(Math.max(...rates())).toBe(1);
    expect(Math.max(...rates(0.3))).toBeLessThanOrEqual(0.3 + 1 / 300);
  });

  it('converges on simulated students of known ability', () => {
    const random = seededRandom(2026);
    for (const theta of [-2, 0, 1.5]) {
      const errors: number[] = [];
      const ses: number[] = [];
      for (let run = 0; run < 100; run++) {
        const answers = administer(pool, settings({ length: 25, topK: 3 }), random, student(theta, random));
        const result = catResult(pool, answers, duolingo);
        errors.push(result.theta - theta);
        ses.push(result.se);
      }
      const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
      expect(Math.abs(mean(errors))).toBeLessThan(0.2);
      expect(Math.sqrt(mean(errors.map((e) => e * e)))).toBeLessThan(0.45);
      expect(mean(ses)).toBeLessThan(0.4);
    }
  });
});

describe('the result on the exam’s scale', () => {
  it('maps theta onto Duolingo’s 10–160 in steps of 5, clamped', () => {
    expect(duolingo(0)).toBe(85);
    expect(duolingo(0.1)).toBe(90); // 87.5 rounds up to the step
    expect(duolingo(-0.3)).toBe(80); // 77.5: a half step rounds up
    expect(duolingo(-0.35)).toBe(75); // 76.25
    expect(duolingo(9)).toBe(160);
    expect(duolingo(-9)).toBe(10);
  });

  it('reports the score with an 80 % range (θ ± 1.2816 SE, each end mapped)', () => {
    const random = seededRandom(5);
    const answers = administer(pool, settings({ length: 25 }), random, student(1, random));
    const result = catResult(pool, answers, (t) => t);
    expect(result.items).toBe(25);
    expect(result.low).toBeCloseTo(result.theta - 1.2816 * result.se, 12);
    expect(result.high).toBeCloseTo(result.theta + 1.2816 * result.se, 12);
    const scaled = catResult(pool, answers, duolingo);
    expect(scaled.low).toBeLessThanOrEqual(scaled.score);
    expect(scaled.high).toBeGreaterThanOrEqual(scaled.score);
    expect(scaled.score % 5).toBe(0);
  });

  it('refuses an answer to an item that is not in the pool', () => {
    const stray: CatAnswer[] = [{ itemId: 'nope', correct: true }];
    expect(() => catResult(pool, stray, duolingo)).toThrow(/not in the pool/);
  });
});

describe('the settings schema', () => {
  it('defaults k to 5 and wants content shares that add up to 1', () => {
    expect(CatSettingsSchema.parse({ length: 25 }).topK).toBe(5);
    expect(CatSettingsSchema.safeParse({ length: 25, targets: { a: 0.5, b: 0.4 } }).success).toBe(false);
    expect(CatSettingsSchema.safeParse({ length: 25, targets: { a: 0.5, b: 0.5 } }).success).toBe(true);
    expect(CatSettingsSchema.safeParse({ length: 0 }).success).toBe(false);
  });
});
