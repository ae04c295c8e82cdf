import type { LaunchData } from '@portico/contract/assessment-launch';
import type { TrackRecord } from '@portico/contract/assessment-sync';
import type { LaunchItem, LaunchSection } from '@portico/contract/assessment-test-json';
import { goesBack, type RunnerRules } from '@portico/contract/exam-profile';
import { countNumbers, type QuestionNumber, questionNumbers } from '@portico/contract/question-numbers';
import { emptyResponse } from '../items/response';
import type { ResponseValue } from '../items/types';

/** One question of the attempt, in order, with its section. */
export interface RunnerQuestion {
  item: LaunchItem;
  section: LaunchSection;
  /** Its number, or numbers (IELTS: one per mark, from 1 in each skill; question-numbers.ts). */
  numbers: QuestionNumber;
}

/** How many numbers the questions take, as the student sees them: an IELTS 'Choose TWO' is two. */
export const countQuestionNumbers = (list: readonly RunnerQuestion[]) =>
  countNumbers(list.map((q) => q.numbers));

export function questionsOf(data: {
  testJson: LaunchData['testJson'];
  testData: { rules: Pick<LaunchData['testData']['rules'], 'profile'> };
}): RunnerQuestion[] {
  const sections = data.testJson.SectionResponse;
  const numbers = questionNumbers(sections, data.testData.rules.profile);
  return sections
    .flatMap((section) => section.ItemResponse.map((item) => ({ item, section })))
    .map((q, i) => ({ ...q, numbers: numbers[i] as QuestionNumber }));
}

interface Saved {
  itemId: string;
  trackNumber: number;
  selectedOptionId?: string | null;
  enteredText?: string | null;
  inputResponses?: { value?: string | null }[] | null;
  timeTaken?: number;
  marked?: boolean;
}

export interface RestoredAttempt {
  responses: Record<string, ResponseValue>;
  timeTaken: Record<string, number>;
  marked: Record<string, boolean>;
  /**
   * The question of the newest track (spec 3 §4: resume shows the question of the last track); in a
   * part that goes forward only, never before the furthest question with a track (decision 044).
   */
  currentIndex: number;
  /** Whether any track exists, on the server or still on this device (then no instructions). */
  started: boolean;
}

const toResponse = (t: Saved): ResponseValue => ({
  selectedOptionId: t.selectedOptionId ?? null,
  enteredText: t.enteredText ?? null,
  inputResponses: (t.inputResponses ?? []).map((r) => ({ value: r.value ?? null })),
});

/**
 * The answers to show on resume: per item the newest of what the server holds and what this device
 * still has unsent (IndexedDB), so an answer given offline before a reload is back on screen.
 */
export function restoreAttempt(
  questions: readonly RunnerQuestion[],
  serverTracks: readonly Saved[],
  pending: readonly TrackRecord[],
  rules?: Pick<RunnerRules, 'goBack' | 'forwardOnlyParts'>,
): RestoredAttempt {
  const newest = new Map<string, Saved>();
  for (const t of [...serverTracks, ...pending]) {
    const seen = newest.get(t.itemId);
    if (!seen || t.trackNumber > seen.trackNumber) newest.set(t.itemId, t);
  }
  const responses: Record<string, ResponseValue> = {};
  const timeTaken: Record<string, number> = {};
  const marked: Record<string, boolean> = {};
  let last: Saved | undefined;
  for (const q of questions) {
    const t = newest.get(q.item.ItemID);
    responses[q.item.ItemID] = t ? toResponse(t) : emptyResponse();
    timeTaken[q.item.ItemID] = t?.timeTaken ?? 0;
    marked[q.item.ItemID] = t?.marked ?? false;
    if (t && (!last || t.trackNumber > last.trackNumber)) last = t;
  }
  const newestAt = last
    ? Math.max(
        0,
        questions.findIndex((q) => q.item.ItemID === last?.itemId),
      )
    : 0;
  // A recording uploaded after the student moved on is the newest track, but the student was further:
  // resuming there would offer answers the server refuses as going back.
  const furthest = rules
    ? questions.findLastIndex((q) => newest.has(q.item.ItemID) && !goesBack(rules, q.section.ReferenceType))
    : -1;
  // An adaptive section's question is served as the student reaches its place (decision 064): the
  // last one served is where the student is, though its first answer may not be saved yet.
  const served = questions.findLastIndex((q) => q.section.Adaptive === true && !q.item.Pending);
  const currentIndex = Math.max(newestAt, furthest, served);
  return { responses, timeTaken, marked, currentIndex, started: newest.size > 0 };
}
