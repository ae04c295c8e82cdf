import {
  type ConversionTables,
  ConversionTablesSchema,
  RoutingRuleSchema,
  ThetaScaleSchema,
} from '@portico/contract/adaptive';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thetaScale } from './cat';
import {
  conversionErrors,
  irtRouteScore,
  type ModuleAnswer,
  type ModuleItem,
  moduleAbility,
  pickRoute,
  rawRange,
  rawScore,
  scaledScore,
} from './routing';

/** A routing module of 10 items, b from −1.5 to 1.5. */
const module1: ModuleItem[] = Array.from({ length: 10 }, (_, i) => ({
  id: `m1-${i}`,
  a: 1.2,
  b: -1.5 + i / 3,
  c: 0,
}));
/** The first `right` items answered right, the rest answered wrong. */
const answered = (right: number, items = module1): ModuleAnswer[] =>
  items.map((item, i) => ({ itemId: item.id, correct: i < right }));

describe('routing a multistage test', () => {
  const raw = { kind: 'raw-threshold', threshold: 6 } as const;

  it('sends a raw score above the threshold to the harder module and below it to the easier one', () => {
    expect(pickRoute(raw, answered(9), module1)).toBe('harder');
    expect(pickRoute(raw, answered(5), module1)).toBe('easier');
    expect(pickRoute(raw, answered(0), module1)).toBe('easier');
  });

  it('sends a raw score AT the threshold to the harder module (at least 6 right)', () => {
    expect(rawScore(answered(6), module1)).toBe(6);
    expect(pickRoute(raw, answered(6), module1)).toBe('harder');
  });

  it('counts only the routing module’s items, and an unanswered item as wrong', () => {
    const others: ModuleAnswer[] = [
      { itemId: 'elsewhere-1', correct: true },
      { itemId: 'elsewhere-2', correct: true },
    ];
    expect(rawScore([...answered(5), ...others], module1)).toBe(5);
    expect(pickRoute(raw, [...answered(5), ...others], module1)).toBe('easier');
    expect(rawScore(answered(6).slice(0, 4), module1)).toBe(4);
  });

  it('routes by the ability estimate: above, below, and at the threshold (harder)', () => {
    const theta = { kind: 'theta-threshold', threshold: 0.2 } as const;
    expect(pickRoute(theta, answered(8), module1)).toBe('harder');
    expect(pickRoute(theta, answered(3), module1)).toBe('easier');
    const at = moduleAbility(answered(6), module1).theta;
    expect(pickRoute({ kind: 'theta-threshold', threshold: at }, answered(6), module1)).toBe('harder');
    expect(pickRoute({ kind: 'theta-threshold', threshold: at + 1e-9 }, answered(6), module1)).toBe('easier');
  });

  it('weighs which items were right under a theta rule, not only how many', () => {
    const easyRight = answered(5); // the five easiest right
    const hardRight = module1.map((item, i) => ({ itemId: item.id, correct: i >= 5 })); // the five hardest
    expect(moduleAbility(hardRight, module1).theta).toBeGreaterThan(moduleAbility(easyRight, module1).theta);
  });

  it('never sends a student back to the easier module for one more right answer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 9 }), (threshold, right) => {
        const rule = { kind: 'raw-threshold', threshold } as const;
        if (pickRoute(rule, answered(right), module1) === 'harder')
          expect(pickRoute(rule, answered(right + 1), module1)).toBe('harder');
      }),
    );
  });

  it('has rules the contract parses, and refuses others', () => {
    expect(RoutingRuleSchema.parse({ kind: 'raw-threshold', threshold: 6 })).toEqual(raw);
    expect(RoutingRuleSchema.safeParse({ kind: 'theta-threshold', threshold: 0.1 }).success).toBe(true);
    expect(RoutingRuleSchema.safeParse({ kind: 'raw-threshold', threshold: 5.5 }).success).toBe(false);
    expect(RoutingRuleSchema.safeParse({ kind: 'coin', threshold: 1 }).success).toBe(false);
  });
});

describe('converting raw to scaled per route', () => {
  // 4 + 4 questions: raw 0..8 on each route, a SAT-like 200–800 scale by 10.
  const tables: ConversionTables = {
    easier: [200, 250, 300, 350, 400, 440, 480, 510, 540],
    harder: [200, 280, 350, 420, 490, 560, 630, 710, 800],
  };
  const maxRaw = { easier: 8, harder: 8 };
  const sat = { min: 200, max: 800, step: 10 };

  it('accepts tables that cover every raw score, never fall, and lie on the scale', () => {
    expect(conversionErrors(tables, maxRaw, sat)).toEqual([]);
    expect(ConversionTablesSchema.safeParse(tables).success).toBe(true);
    expect(scaledScore(tables, 'harder', 8)).toBe(800);
    expect(scaledScore(tables, 'easier', 8)).toBe(540);
  });

  it('says what is wrong with a table', () => {
    expect(conversionErrors({ ...tables, easier: tables.easier.slice(0, 8) }, maxRaw, sat)).toEqual([
      'The easier table has scores for raw 0-7; it needs 0-8',
    ]);
    const falling = [200, 250, 300, 290, 400, 440, 480, 510, 540];
    expect(conversionErrors({ ...tables, easier: falling }, maxRaw, sat)).toEqual([
      'The easier table falls from raw 2 to raw 3',
    ]);
    expect(conversionErrors({ ...tables, harder: [...tables.harder.slice(0, 8), 805] }, maxRaw, sat)).toEqual(
      ["The harder table's score 805 at raw 8 is not on the scale"],
    );
    const lowHard = [200, 240, 350, 420, 490, 560, 630, 710, 800];
    expect(conversionErrors({ ...tables, harder: lowHard }, maxRaw, sat)).toEqual([
      'Raw 1 scores lower on the harder route than on the easier one',
    ]);
    expect(conversionErrors({ easier: tables.easier }, maxRaw)).toEqual(['There is no harder table']);
  });

  it('has a contract schema that refuses a falling table and a missing route', () => {
    const falling = ConversionTablesSchema.safeParse({ ...tables, harder: [200, 300, 250] });
    expect(falling.success).toBe(false);
    expect(falling.error?.issues[0]?.path).toEqual(['harder', 2]);
    expect(ConversionTablesSchema.safeParse({ easier: tables.easier }).success).toBe(false);
  });

  it('refuses a raw score outside the table', () => {
    expect(() => scaledScore(tables, 'easier', 9)).toThrow(/no score for raw 9/);
    expect(() => scaledScore(tables, 'easier', 2.5)).toThrow();
  });

  it('scores the same raw score higher on the harder route by IRT, with no table', () => {
    const easier2 = module1.map((item, i) => ({ ...item, id: `e-${i}`, b: item.b - 1 }));
    const harder2 = module1.map((item, i) => ({ ...item, id: `h-${i}`, b: item.b + 1 }));
    const scale = thetaScale(
      ThetaScaleSchema.parse({ intercept: 500, slope: 100, min: 200, max: 800, step: 10 }),
    );
    const right = (items: ModuleItem[]) => [...answered(7), ...answered(5, items)];
    const onEasier = irtRouteScore(right(easier2), [...module1, ...easier2], scale);
    const onHarder = irtRouteScore(right(harder2), [...module1, ...harder2], scale);
    expect(onHarder.theta).toBeGreaterThan(onEasier.theta);
    expect(onHarder.score).toBeGreaterThan(onEasier.score);
    expect(onHarder.score % 10).toBe(0);
  });
});

describe('rawRange (decision 063)', () => {
  const items = Array.from({ length: 20 }, (_, i) => ({ id: `i${i}`, a: 1, b: -2 + (4 * i) / 19, c: 0 }));
  const answers = (right: number) => items.map((it, i) => ({ itemId: it.id, correct: i < right }));
  it('holds the raw score, within 0 and the count, wider in the middle than at the ends', () => {
    for (const right of [0, 5, 10, 15, 20]) {
      const r = rawRange(answers(right), items);
      expect(r.low).toBeLessThanOrEqual(right);
      expect(r.high).toBeGreaterThanOrEqual(right);
      expect(r.low).toBeGreaterThanOrEqual(0);
      expect(r.high).toBeLessThanOrEqual(20);
    }
    const middle = rawRange(answers(10), items);
    // 20 items near p = 0.5: SE about √(20·0.2) ≈ 2, so about ±3 right answers.
    expect(middle.high - middle.low).toBeGreaterThanOrEqual(4);
    expect(middle.high - middle.low).toBeLessThanOrEqual(8);
    const top = rawRange(answers(20), items);
    expect(top.high).toBe(20);
    expect(top.high - top.low).toBeLessThan(middle.high - middle.low);
  });
});
