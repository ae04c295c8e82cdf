import type { LaunchData, LaunchItem, LaunchSection, TrackRecord } from '@portico/contract/assessment';
import { type QuestionNumber, questionNumbers } from '@portico/contract/question-numbers';
import { emptyResponse } from '../items/response';
import type { ResponseValue } from '../items/types';

/** One question of the attempt, in order, with its section. */
export interface RunnerQuestion {
  item: LaunchItem;
  section: LaunchSection;
  /** Its number, or numbers (IELTS: one per mark, from 1 in each skill; question-numbers.ts). */
  numbers: QuestionNumber;
}

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
  /** The question of the newest track (spec 3 §4: resume shows the question of the last track). */
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
  const currentIndex = last
    ? Math.max(
        0,
        questions.findIndex((q) => q.item.ItemID === last?.itemId),
      )
    : 0;
  return { responses, timeTaken, marked, currentIndex, started: newest.size > 0 };
}
