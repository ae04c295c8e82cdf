import { describe, expect, it } from 'vitest';
import { type CalibrationItem, calibrate, type ResponseRecord } from './calibration';
import { probability } from './irt';
import { normalDraw, type Random, seededRandom } from './rng';

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
function correlation(xs: number[], ys: number[]) {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const y = ys[i] ?? 0;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}
const rmse = (xs: number[], ys: number[]) => Math.sqrt(mean(xs.map((x, i) => (x - (ys[i] ?? 0)) ** 2)));

interface World {
  truth: CalibrationItem[];
  authored: CalibrationItem[];
  responses: ResponseRecord[];
}

/**
 * 40 items of known a and b, authored with b off by N(0, 0.8) and a set to 1 (or to the true a);
 * `students` simulees of ability N(`mu`, `sd`), each answering about 30 of the 40 at random.
 */
function simulate(students: number, seed: number, mu = 0, sd = 1, authoredA?: 'true'): World {
  const random: Random = seededRandom(seed);
  const truth = Array.from({ length: 40 }, (_, i) => ({
    id: `q${i}`,
    a: 0.7 + 1.1 * random(),
    b: Math.max(-2.5, Math.min(2.5, normalDraw(random))),
    c: 0,
  }));
  const authored = truth.map((item) => ({
    ...item,
    a: authoredA ? item.a : 1,
    b: item.b + 0.8 * normalDraw(random),
  }));
  const responses: ResponseRecord[] = [];
  for (let s = 0; s < students; s++) {
    const theta = mu + sd * normalDraw(random);
    for (const item of truth)
      if (random() < 0.75)
        responses.push({ student: `s${s}`, item: item.id, correct: random() < probability(theta, item) });
  }
  return { truth, authored, responses };
}

describe('item calibration from answers', () => {
  const world = simulate(500, 11);
  const trueB = world.truth.map((item) => item.b);

  it('recovers the difficulties of 500 simulees’ answers far better than the authored guesses', () => {
    const result = calibrate(world.authored, world.responses);
    const b = result.items.map((item) => item.b);
    expect(result.converged).toBe(true);
    expect(result.students).toBe(500);
    expect(correlation(b, trueB)).toBeGreaterThan(0.9);
    expect(correlation(b, trueB)).toBeGreaterThan(
      correlation(
        world.authored.map((i) => i.b),
        trueB,
      ),
    );
    expect(rmse(b, trueB)).toBeLessThan(
      rmse(
        world.authored.map((i) => i.b),
        trueB,
      ) / 2,
    );
    for (const item of result.items) {
      expect(item.estimated).toBe(true);
      expect(item.responses).toBeGreaterThan(300);
      expect(item.seB).toBeGreaterThan(0.02);
      expect(item.seB).toBeLessThan(0.3);
      expect(item.a).toBe(1); // a is kept unless asked for
    }
  });

  it('estimates discrimination too when asked, nearer the truth than the authored 1', () => {
    const result = calibrate(world.authored, world.responses, { estimateA: true });
    const a = result.items.map((item) => item.a);
    const trueA = world.truth.map((item) => item.a);
    expect(rmse(a, trueA)).toBeLessThan(
      rmse(
        world.authored.map((i) => i.a),
        trueA,
      ),
    );
    expect(correlation(a, trueA)).toBeGreaterThan(0.6);
    expect(
      correlation(
        result.items.map((i) => i.b),
        trueB,
      ),
    ).toBeGreaterThan(0.95);
  });

  it('keeps the authored scale: a weaker cohort shows as a negative shift, not as easier items', () => {
    const weak = simulate(500, 12, -0.6);
    const result = calibrate(weak.authored, weak.responses);
    expect(result.shift).toBeGreaterThan(-0.9);
    expect(result.shift).toBeLessThan(-0.3);
    const b = result.items.map((item) => item.b);
    const truth = weak.truth.map((item) => item.b);
    expect(Math.abs(mean(b) - mean(weak.authored.map((i) => i.b)))).toBeLessThan(1e-9);
    expect(correlation(b, truth)).toBeGreaterThan(0.9);
  });

  it('estimates the students’ spread when a is held, so a wide cohort does not squeeze the difficulties', () => {
    const wide = simulate(500, 14, 0, 1.6, 'true');
    const truth = wide.truth.map((item) => item.b);
    const withSpread = calibrate(wide.authored, wide.responses);
    const unitSpread = calibrate(wide.authored, wide.responses, { estimateSpread: false });
    expect(withSpread.spread).toBeGreaterThan(1.4);
    expect(withSpread.spread).toBeLessThan(1.8);
    expect(unitSpread.spread).toBe(1);
    const error = (r: typeof withSpread) =>
      rmse(
        r.items.map((i) => i.b),
        truth,
      );
    expect(error(withSpread)).toBeLessThan(error(unitSpread));
  });

  it('keeps an item’s authored values below the minimum of answers, and ignores repeats and strays', () => {
    const extra: CalibrationItem = { id: 'new', a: 1.1, b: 0.7, c: 0.2 };
    const few: ResponseRecord[] = Array.from({ length: 20 }, (_, s) => ({
      student: `s${s}`,
      item: 'new',
      correct: s % 4 === 0,
    }));
    const repeats = [...few, ...few, { student: 's1', item: 'unknown', correct: true }];
    const result = calibrate([...world.authored, extra], [...world.responses, ...repeats], {
      minResponses: 30,
    });
    const kept = result.items.find((item) => item.id === 'new');
    expect(kept).toMatchObject({ a: 1.1, b: 0.7, c: 0.2, estimated: false, seB: null, responses: 20 });
    expect(result.items.filter((item) => item.estimated)).toHaveLength(40);
  });

  it('pulls a thinly answered item towards its authored value, the more the tighter the prior', () => {
    const thin = simulate(60, 13);
    const loose = calibrate(thin.authored, thin.responses, { minResponses: 10, priorSdB: 3 });
    const tight = calibrate(thin.authored, thin.responses, { minResponses: 10, priorSdB: 0.1 });
    const distance = (items: { b: number }[]) =>
      mean(items.map((item, j) => Math.abs(item.b - (thin.authored[j]?.b ?? 0))));
    expect(distance(tight.items)).toBeLessThan(distance(loose.items) / 3);
  });

  it('changes nothing without answers', () => {
    const result = calibrate(world.authored, []);
    expect(result.cycles).toBe(0);
    expect(result.items.map((i) => i.b)).toEqual(world.authored.map((i) => i.b));
    expect(result.items.every((i) => !i.estimated)).toBe(true);
  });
});
