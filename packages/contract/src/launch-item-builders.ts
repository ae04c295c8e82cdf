import type { StudentTestItem } from './assessment-launch';
import type { LaunchItem, LaunchOption } from './assessment-test-json';

/** Test builders (for tests only) of the runner's items, their options and saved answers (spec 3 §3 shapes). */

export const option = (
  id: string,
  text: string,
  optionColumnIndex: number | null = null,
  IsCorrect?: boolean,
): LaunchOption => ({
  ItemOptionID: id,
  Options: text,
  optionColumnIndex,
  ...(IsCorrect === undefined ? {} : { IsCorrect }),
});

export function makeItem(overrides: Partial<LaunchItem> = {}): LaunchItem {
  return {
    ItemID: 'item-1',
    ItemType: 'mcq',
    Items: '<p>Which is right?</p>',
    Passage: '',
    Direction: '',
    Explanation: '',
    Points: 1,
    NegativePoints: 0,
    SubjectName: null,
    AreaName: null,
    TopicName: null,
    Difficulty: null,
    Media: {},
    TimeLimitSeconds: null,
    PrepSeconds: null,
    BlankCount: 0,
    SelectCount: 0,
    WordBank: [],
    Parts: [],
    ItemOptionResponse: [],
    ...overrides,
  };
}

export function makeResult(overrides: Partial<StudentTestItem> = {}): StudentTestItem {
  return {
    itemId: 'item-1',
    sectionId: 's1',
    sectionName: 'Reading',
    questionIndex: 0,
    selectedOptionId: null,
    enteredText: null,
    inputResponses: [],
    trackNumber: 1,
    timeRemaining: null,
    timeTaken: 10,
    marked: false,
    ...overrides,
  };
}
