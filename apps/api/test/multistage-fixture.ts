import { expect } from 'vitest';
import { assessmentFixture, type Fixture, type LaunchedItem, launchPractice } from './assessment-fixture';
import type { TestContext } from './harness';

/**
 * A digital SAT Math of two stages (issue 43, decision 063), as the routing tests and the console's
 * adaptive tests take it: Module 1 of four questions routes to the harder Module 2 at 3 right.
 */
export const mcq = (key: string, route?: 'easier' | 'harder', difficulty = 'medium') => ({
  key,
  type: 'mcq',
  html: `<p>Question ${key}</p>`,
  difficulty,
  options: [{ text: 'right', correct: true }, { text: 'wrong' }, { text: 'also wrong' }],
  ...(route ? { route } : {}),
});

/** Math Module 1 (4 questions), Module 2 of two routes (2 easier, 2 harder): 'harder' at 3 right. */
export const multistage = {
  template: 'sat-digital',
  examFamily: 'sat',
  timerMode: 'sectional',
  conversionTables: {
    'Math@easier': [0, 1, 2, 3, 4, 5, 6].map((raw) => ({ raw, scaled: 200 + raw * 50 })),
    'Math@harder': [0, 1, 2, 3, 4, 5, 6].map((raw) => ({ raw, scaled: 300 + raw * 80 })),
  },
  sections: [
    {
      key: 'math-1',
      title: 'Math: Module 1',
      referenceType: 'Math',
      durationMinutes: 10,
      items: ['m1', 'm2', 'm3', 'm4'].map((k) => mcq(k)),
    },
    {
      key: 'math-2',
      title: 'Math: Module 2',
      referenceType: 'Math',
      durationMinutes: 10,
      routing: { from: 'math-1', rule: { kind: 'raw-threshold', threshold: 3 } },
      items: [
        mcq('e1', 'easier', 'easy'),
        mcq('h1', 'harder', 'hard'),
        mcq('e2', 'easier', 'easy'),
        mcq('h2', 'harder', 'hard'),
      ],
    },
  ],
};

export type Section = { QuestionPaperSectionID: string; ItemResponse: LaunchedItem[]; Sealed?: boolean };
export type Launch = { testJson: { SectionResponse: Section[] } };

export const answer = (f: Fixture, attemptId: string, items: LaunchedItem[], right: number, from = 1) =>
  f.c.post('/api/sync-track', {
    track: items.map((item, n) => ({
      testId: attemptId,
      itemId: item.ItemID,
      trackNumber: from + n,
      companyCode: f.company.code,
      timeTaken: 3,
      attempt: '1',
      // The fixture's first option is the right one.
      selectedOptionId: item.ItemOptionResponse[n < right ? 0 : 1]?.ItemOptionID,
    })),
  });

/** Launches the test, answers `right` of Module 1's four right and moves on to Module 2. */
export async function toModuleTwo(t: TestContext, right: number) {
  const f = await assessmentFixture(t, { testExtra: multistage });
  const { id, data } = await launchPractice(f);
  const [one, two] = (data as Launch).testJson.SectionResponse as [Section, Section];
  expect((await answer(f, id, one.ItemResponse, right)).statusCode).toBe(200);
  const started = await f.c.post('/api/assessment/start', {
    testId: id,
    sectionId: two.QuestionPaperSectionID,
  });
  expect(started.statusCode, started.body).toBe(200);
  const moduleTwo = (started.json().data as Launch).testJson.SectionResponse[1] as Section;
  return { f, id, before: data as Launch, moduleTwo };
}
