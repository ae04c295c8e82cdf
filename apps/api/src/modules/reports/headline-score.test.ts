import { describe, expect, it } from 'vitest';
import {
  answerFirstOptionsAndEnd,
  assessmentFixture,
  launchedItems,
  launchPractice,
} from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';

/**
 * Decision 046: a report's score is the points earned, so it agrees with the counts
 * beside it ('RAW SCORE 0' with 1 correct was the sum divided by the default 4). Only an IELTS test
 * of all four skills averages by its totalScoreDividedBy.
 */
const t = useTestApp();

const mcq = (key: string) => ({
  key,
  type: 'mcq',
  html: `<p>${key}</p>`,
  options: [{ text: 'right', correct: true }, { text: 'wrong' }],
});
const section = (referenceType: string, keys: string[]) => ({
  key: referenceType.toLowerCase().replace(/\W+/g, '-'),
  title: referenceType,
  referenceType,
  durationMinutes: 10,
  items: keys.map(mcq),
});

/** Takes the practice card with only the first `right` questions answered (each right); the default report. */
async function scoreOf(testExtra: Record<string, unknown>, right: number) {
  const f = await assessmentFixture(t, { testExtra });
  const { id, data } = await launchPractice(f);
  const report = await answerFirstOptionsAndEnd(f, id, launchedItems(data).slice(0, right));
  const shown = (await f.c.get(`/api/default-report?testId=${id}`)).json().data;
  return {
    score: shown.studentTest.score as number,
    correct: report.correctAnswer as number,
    divisor: shown.test.totalScoreDividedBy as number,
    report,
  };
}

describe('the headline score agrees with its counts (decision 046)', () => {
  it('a GRE test that does not set the divisor (4 by default) scores 1 for 1 correct, not 0', async () => {
    const gre = {
      template: 'grelayout',
      examFamily: 'gre',
      totalScoreDividedBy: undefined,
      sections: [section('Verbal', ['v1', 'v2']), section('Quant', ['q1', 'q2'])],
    };
    expect(await scoreOf(gre, 1)).toMatchObject({ score: 1, correct: 1, divisor: 4 });
  });

  it('a PTE practice divided by 3 scores the points of its parts (2, not 1)', async () => {
    const pte = {
      template: 'ptelayout',
      examFamily: 'pte',
      totalScoreDividedBy: 3,
      sections: [section('Reading', ['r1', 'r2']), section('Listening', ['l1']), section('Speaking', ['s1'])],
    };
    const { score, report } = await scoreOf(pte, 2);
    expect(score).toBe(2);
    expect(report.sections.reduce((sum: number, s: { score: number }) => sum + s.score, 0)).toBe(2);
  });

  it("a French quiz (Portico's own template) scores 1 for its 1 correct answer", async () => {
    const quiz = {
      template: 'default',
      examFamily: 'french',
      totalScoreDividedBy: undefined,
      sections: [section('Reading', ['bonjour', 'merci', 'au-revoir'])],
    };
    expect(await scoreOf(quiz, 1)).toMatchObject({ score: 1, correct: 1, divisor: 4 });
  });

  it('an IELTS test of all four skills keeps its divisor (spec 3 §9); a one-skill practice does not', async () => {
    const four = {
      totalScoreDividedBy: 4,
      sections: [
        section('Listening', ['l1', 'l2']),
        section('Reading', ['r1', 'r2']),
        section('Writing', ['w1', 'w2']),
        section('Speaking', ['s1', 's2']),
      ],
    };
    // 8 points over four skills: 2.
    expect((await scoreOf(four, 8)).score).toBe(2);
    const listening = { totalScoreDividedBy: 4, sections: [section('Listening', ['l1', 'l2', 'l3'])] };
    expect(await scoreOf(listening, 3)).toMatchObject({ score: 3, correct: 3 });
  });
});
