import { describe, expect, it } from 'vitest';
import {
  answerFirstOptionsAndEnd,
  assessmentFixture,
  type Fixture,
  type LaunchedItem,
  launchedItems,
  launchPractice,
} from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';

/**
 * Decision 038: an IELTS raw score is marks out of 40, not items. 'The IELTS Listening papers contain
 * 40 questions; each correct question is awarded one mark; the maximum raw score a test taker can
 * achieve is 40' (IELTS, 'Listening test: how to interpret scores',
 * https://www.ielts.org/how-to-use-ielts-results/four-skills/listening/scoring). A question authored
 * as one item worth 2 marks is two of the 40; only a test not out of 40 marks is scaled to 40.
 */
const t = useTestApp();

const oneMark = (i: number) => ({
  key: `l${i}`,
  type: 'mcq',
  html: `<p>Question ${i}</p>`,
  options: [{ text: 'right', correct: true }, { text: 'wrong' }],
});

/** A Listening test of `items` one-mark questions, the last worth `lastMarks`. */
const listening = (items: number, lastMarks = 1) => ({
  examFamily: 'ielts',
  sections: [
    {
      key: 'listening',
      title: 'Part 1',
      referenceType: 'Listening',
      durationMinutes: 30,
      items: Array.from({ length: items }, (_, i) =>
        i === items - 1 ? { ...oneMark(i + 1), points: lastMarks } : oneMark(i + 1),
      ),
    },
  ],
});

/** Answers the chosen questions (0-based, in the authored order) right, ends the attempt, reads it. */
async function answerRight(f: Fixture, positions: number[]) {
  const { id, data } = await launchPractice(f);
  const items = launchedItems(data);
  return answerFirstOptionsAndEnd(
    f,
    id,
    positions.map((position) => items[position] as LaunchedItem),
  );
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('IELTS raw scores are marks out of 40 (decision 038)', () => {
  it('39 questions with one worth 2 marks are out of 40: 31 marks is band 7, as the table gives', async () => {
    const f = await assessmentFixture(t, { testExtra: listening(39, 2) });
    // 29 one-mark questions and the 2-mark one: 31 of 40 marks. Counted as items (31 of 39,
    // scaled to 31.8 and so 32) it read 7.5; the table gives 30-31 band 7.
    const report = await answerRight(f, [...range(0, 29), 38]);
    expect(report.sections[0].score).toBe(31);
    expect(report.sections[0].band).toBe(7);
  });

  it('40 one-mark questions: 31 right is band 7, unchanged', async () => {
    const f = await assessmentFixture(t, { testExtra: listening(40) });
    const report = await answerRight(f, range(0, 31));
    expect(report.sections[0].band).toBe(7);
  });

  it('a sectional practice of 13 questions is scaled to 40: 10 right is 30.8, so 31 of 40, band 7', async () => {
    const f = await assessmentFixture(t, { testExtra: listening(13) });
    const report = await answerRight(f, range(0, 10));
    expect(report.sections[0].band).toBe(7);
    // 13 of 13 is 40 of 40, band 9.
    const all = await answerRight(await assessmentFixture(t, { testExtra: listening(13) }), range(0, 13));
    expect(all.sections[0].band).toBe(9);
  });
});
