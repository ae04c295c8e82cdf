import {
  answerResult,
  describeCriteria,
  roundToHalfBand,
  sectionResult,
} from '@portico/contract/evaluation-results';
import { RUBRICS, rubricFor } from '@portico/contract/evaluation-rubrics';
import { describe, expect, it } from 'vitest';

/** The criteria table of console-evaluations.ts: each exam's rubric and how its results are made. */
describe('evaluation criteria by exam', () => {
  it('picks the rubric of an answer from its exam, task and topic', () => {
    const w = (taskIndex: number, topic: string | null = null) => ({
      spoken: false,
      taskIndex,
      topic,
      points: 1,
    });
    expect(rubricFor('ielts', w(0)).id).toBe('ielts-writing-task1');
    expect(rubricFor('ielts', w(1)).id).toBe('ielts-writing-task2');
    expect(rubricFor('ielts', { ...w(0), spoken: true }).id).toBe('ielts-speaking');
    expect(rubricFor('pte', w(0, 'Summarize Written Text')).id).toBe('pte-swt');
    expect(rubricFor('pte', w(1, 'Write Essay')).id).toBe('pte-essay');
    expect(rubricFor('celpip', { ...w(0), spoken: true }).id).toBe('celpip-speaking');
    expect(rubricFor('gre', w(0)).id).toBe('gre-awa');
    expect(rubricFor('other', { ...w(0), points: 4 }).criteria).toEqual([
      { key: 'score', label: 'Score', min: 0, max: 4, step: 0.5 },
    ]);
  });

  it('IELTS: the mean of the criteria to the nearest half band; Task 2 counts twice for Writing', () => {
    expect(roundToHalfBand(6.25)).toBe(6.5);
    expect(roundToHalfBand(6.125)).toBe(6);
    expect(roundToHalfBand(6.75)).toBe(7);
    const t1 = answerResult(RUBRICS['ielts-writing-task1'], { TA: 6, CC: 6, LR: 7, GRA: 6 }, 1);
    expect(t1).toEqual({ value: 6.5, itemScore: 6.5, max: 9 });
    expect(answerResult(RUBRICS['ielts-writing-task1'], { TA: 6, CC: 6, LR: 7 }, 1)).toBeNull();
    expect(answerResult(RUBRICS['ielts-writing-task1'], { TA: 6.5, CC: 6, LR: 7, GRA: 6 }, 1)).toBeNull();
    expect(
      sectionResult([
        { rubric: 'ielts-writing-task1', value: 6 },
        { rubric: 'ielts-writing-task2', value: 7 },
      ]),
    ).toBe(6.5);
    expect(
      sectionResult([
        { rubric: 'ielts-speaking', value: 6.5 },
        { rubric: 'ielts-speaking', value: 7 },
      ]),
    ).toBe(7);
  });

  it('PTE sums its criteria and scales them to the question; CELPIP and GRE keep their scales', () => {
    const essay = { content: 3, form: 2, dsc: 2, grammar: 1, glr: 2, vocabulary: 2, spelling: 1 };
    expect(answerResult(RUBRICS['pte-essay'], essay, 10)).toEqual({ value: 13, itemScore: 8.67, max: 15 });
    expect(sectionResult([{ rubric: 'pte-essay', value: 13 }])).toBeNull();
    const celpip = { content: 9, vocabulary: 8, readability: 8, task: 9 };
    expect(answerResult(RUBRICS['celpip-writing'], celpip, 12)).toEqual({ value: 9, itemScore: 9, max: 12 });
    expect(answerResult(RUBRICS['gre-awa'], { AW: 4.5 }, 6)).toEqual({ value: 4.5, itemScore: 4.5, max: 6 });
    expect(
      sectionResult([
        { rubric: 'gre-awa', value: 4.5 },
        { rubric: 'gre-awa', value: 5 },
      ]),
    ).toBe(5);
  });

  it("names a released answer's criteria for the student's report", () => {
    expect(describeCriteria({ FC: 7, LR: 6, GRA: 6, P: 7 })).toMatchObject({
      title: 'IELTS Speaking',
      resultLabel: 'Band',
      result: 6.5,
      criteria: [
        { key: 'FC', label: 'Fluency and Coherence', value: 7, max: 9 },
        { key: 'LR', label: 'Lexical Resource', value: 6, max: 9 },
        { key: 'GRA', label: 'Grammatical Range and Accuracy', value: 6, max: 9 },
        { key: 'P', label: 'Pronunciation', value: 7, max: 9 },
      ],
    });
    expect(describeCriteria({})).toBeNull();
    expect(describeCriteria({ XX: 1 })).toBeNull();
  });
});
