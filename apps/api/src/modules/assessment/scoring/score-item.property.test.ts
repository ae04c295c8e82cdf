import { isFacultyType } from '@portico/contract/item-kinds';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { itemMarks } from './item-marks';
import { isAnswered } from './response-values';
import { scoreItem } from './score-item';
import { evaluationArb, itemArb, responseArb, viaJson } from './scoring.arbitraries';
import { sectionScore } from './section-score';

describe('scoreItem properties', () => {
  it('is deterministic: the same item and response score the same, twice', () => {
    fc.assert(
      fc.property(itemArb(), responseArb, evaluationArb, (item, response, evaluation) => {
        expect(scoreItem(item, response, evaluation)).toEqual(scoreItem(item, response, evaluation));
      }),
    );
  });

  it('is idempotent through storage: re-scoring stored inputs, or re-reading a stored result, changes nothing', () => {
    fc.assert(
      fc.property(itemArb(), responseArb, evaluationArb, (item, response, evaluation) => {
        const score = scoreItem(item, response, evaluation);
        expect(viaJson(score)).toEqual(score);
        expect(scoreItem(viaJson(item), viaJson(response), evaluation)).toEqual(score);
        expect(sectionScore([viaJson(score)])).toEqual(sectionScore([score]));
      }),
    );
  });

  it('keeps its invariants for every item type', () => {
    fc.assert(
      fc.property(itemArb(), responseArb, evaluationArb, (item, response, evaluation) => {
        const score = scoreItem(item, response, evaluation);
        expect(Number.isFinite(score.points) && score.points >= 0).toBe(true);
        expect(Number.isFinite(score.negativePoints) && score.negativePoints >= 0).toBe(true);
        expect(score.answered).toBe(isAnswered(response, item.itemType));
        if (!score.answered) expect(score.isCorrect).toBeNull();
        if (score.isCorrect === null) expect([score.points, score.negativePoints]).toEqual([0, 0]);
        if (score.isCorrect !== false) expect(score.negativePoints).toBe(0);
      }),
    );
  });

  it('never earns more than the item is worth under its exam (item-marks.ts), without a teacher', () => {
    fc.assert(
      fc.property(itemArb(), responseArb, (item, response) => {
        fc.pre(!isFacultyType(item.itemType));
        expect(scoreItem(item, response).points).toBeLessThanOrEqual(itemMarks(item));
      }),
    );
  });

  it('never gives a highlight item negative points or a penalty', () => {
    fc.assert(
      fc.property(
        itemArb(['highlight']),
        fc.array(fc.oneof(fc.nat(20).map(String), fc.constantFrom('', 'x', '-1')), { maxLength: 25 }),
        (item, marks) => {
          const score = scoreItem(item, { inputResponses: marks.map((value) => ({ value })) });
          expect(score.points).toBeGreaterThanOrEqual(0);
          expect(score.negativePoints).toBe(0);
        },
      ),
    );
  });
});
