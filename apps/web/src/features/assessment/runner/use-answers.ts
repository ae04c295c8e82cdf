import type { LaunchData } from '@portico/contract/assessment-launch';
import type { TrackRecord } from '@portico/contract/assessment-sync';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { emptyResponse, hasAnswer, sameResponse } from '../items/response';
import type { ResponseValue } from '../items/types';
import type { RunnerQuestion } from './restore';
import type { AnswerSync } from './use-answer-sync';
import { recordTypes } from './use-recordings';

/** Typing settles before an answer becomes a track; choices are tracked at once. */
const TYPING_SETTLE_MS = 600;

/**
 * The student's answers on screen and their way into the durable queue: each change becomes a track
 * (typing once it settles), with the time spent on the question and the time left.
 */
export function useAnswers(
  data: LaunchData,
  questions: readonly RunnerQuestion[],
  sync: AnswerSync,
  timeLeft: number,
) {
  const { restored, queue } = sync;
  const [responses, setResponses] = useState(restored.responses);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const responsesRef = useRef(responses);
  responsesRef.current = responses;
  /** Questions the student flagged to come back to ('Review', 'Mark'); saved with each track. */
  const [marked, setMarked] = useState(restored.marked);
  const markedRef = useRef(marked);
  const unsaved = useUnsaved(timers);
  const { track, shown } = useTrack(data, sync, timeLeft, markedRef);

  /** Writes the answer of an item to the durable queue now (cancelling a pending settle). */
  const save = useCallback(
    (itemId: string) => {
      const q = questions.find((x) => x.item.ItemID === itemId);
      if (!q) return Promise.resolve();
      const pending = timers.current.get(itemId);
      if (pending) clearTimeout(pending);
      timers.current.delete(itemId);
      return queue.enqueue(
        track(itemId, q.section.QuestionPaperSectionID, responsesRef.current[itemId] ?? emptyResponse()),
      );
    },
    [questions, queue, track],
  );

  const saveSettling = useCallback(async () => {
    await Promise.all([...timers.current.keys()].map((itemId) => save(itemId)));
  }, [save]);

  /** Sets an answer; resolves once its track is in the durable queue (typing: once it is settling). */
  const change = (itemId: string, next: ResponseValue, settle: boolean): Promise<void> => {
    const before = responsesRef.current[itemId] ?? emptyResponse();
    if (sameResponse(before, next)) return Promise.resolve();
    unsaved.markChanged(itemId);
    responsesRef.current = { ...responsesRef.current, [itemId]: next };
    setResponses(responsesRef.current);
    const pending = timers.current.get(itemId);
    if (pending) clearTimeout(pending);
    if (!settle) return save(itemId);
    timers.current.set(
      itemId,
      setTimeout(() => void save(itemId), TYPING_SETTLE_MS),
    );
    return Promise.resolve();
  };

  /** Flags or unflags a question: a track with its answer as it is and the new mark, saved at once. */
  const toggleMark = (itemId: string) => {
    markedRef.current = { ...markedRef.current, [itemId]: !markedRef.current[itemId] };
    setMarked(markedRef.current);
    unsaved.markChanged(itemId);
    void save(itemId);
  };

  useSaveOnHide(saveSettling);

  const { changedCount, allSaved, hold, release } = unsaved;
  return {
    responses,
    responsesRef,
    save,
    saveSettling,
    change,
    shown,
    changedCount,
    allSaved,
    marked,
    toggleMark,
    hold,
    release,
  };
}

/**
 * What 'not yet saved' counts: the questions whose answer changed since the queue last emptied.
 * `timers` holds the answers still settling (typed, not yet queued).
 */
function useUnsaved(timers: RefObject<Map<string, ReturnType<typeof setTimeout>>>) {
  const changed = useRef(new Set<string>());
  const [changedCount, setChangedCount] = useState(0);
  /**
   * Every queued record has reached the server: the changed answers are saved, except those still
   * settling (typed, not yet queued), which stay unsaved until their own track has gone too. (The
   * queue could empty from an earlier answer while a new one was being typed: the page said 'All
   * answers saved' and a reload in that moment lost the typing.)
   */
  const allSaved = useCallback(() => {
    for (const itemId of [...changed.current]) {
      if (!timers.current.has(itemId) && !held.current.has(itemId)) changed.current.delete(itemId);
    }
    setChangedCount(changed.current.size);
  }, [timers]);
  /**
   * Answers on their way that are not tracks yet (a recording uploading): not saved until they are,
   * even when the queue empties meanwhile.
   */
  const held = useRef(new Set<string>());
  const hold = useCallback((itemId: string) => {
    held.current.add(itemId);
    changed.current.add(itemId);
    setChangedCount(changed.current.size);
  }, []);
  const release = useCallback((itemId: string) => {
    held.current.delete(itemId);
  }, []);
  /** The answer of `itemId` changed (or its mark): unsaved until the queue has emptied after it. */
  const markChanged = (itemId: string) => {
    changed.current.add(itemId);
    setChangedCount(changed.current.size);
  };
  return { changedCount, allSaved, hold, release, markChanged };
}

/**
 * The track an answer becomes (spec 3 §9): the answer with its mark, the time spent on the question
 * (counted from when it was shown, added to what was restored) and the time left.
 */
function useTrack(
  data: LaunchData,
  sync: AnswerSync,
  timeLeft: number,
  markedRef: RefObject<Record<string, boolean>>,
) {
  const { restored, numbers } = sync;
  const attemptId = data.testData.studentTestId;
  const timeTaken = useRef({ ...restored.timeTaken });
  const shownAt = useRef(performance.now());
  /** Seconds spent on the current question since it was shown. */
  const spentOn = useCallback((itemId: string) => {
    const now = performance.now();
    const add = Math.round((now - shownAt.current) / 1000);
    shownAt.current = now;
    timeTaken.current[itemId] = (timeTaken.current[itemId] ?? 0) + add;
    return timeTaken.current[itemId] ?? 0;
  }, []);

  const track = useCallback(
    (itemId: string, sectionId: string, value: ResponseValue): TrackRecord => ({
      testId: attemptId,
      itemId,
      sectionId,
      studentId: data.testData.userId,
      companyCode: data.testData.companyCode,
      attempt: '1',
      marked: markedRef.current[itemId] ?? false,
      selectedOptionId: value.selectedOptionId,
      enteredText: value.enteredText,
      inputResponses: value.inputResponses,
      timeRemaining: timeLeft,
      timeTaken: spentOn(itemId),
      timeStamp: new Date().toISOString(),
      trackNumber: numbers.next(),
      saved: false,
    }),
    [attemptId, data.testData, timeLeft, numbers, spentOn, markedRef],
  );

  /** Another question is on screen: the time spent on it counts from now. */
  const shown = () => {
    shownAt.current = performance.now();
  };
  return { track, shown };
}

/** Leaving the page with answers still settling writes them first (best effort: IndexedDB is async). */
function useSaveOnHide(saveSettling: () => Promise<void>) {
  useEffect(() => {
    const flushOnHide = () => {
      if (document.visibilityState === 'hidden') void saveSettling();
    };
    document.addEventListener('visibilitychange', flushOnHide);
    return () => document.removeEventListener('visibilitychange', flushOnHide);
  }, [saveSettling]);
}

/** Whether a question of the test has an answer on screen. */
export const answeredIn =
  (questions: readonly RunnerQuestion[], responses: Record<string, ResponseValue>) => (itemId: string) => {
    const q = questions.find((x) => x.item.ItemID === itemId);
    return !!q && hasAnswer(q.item.ItemType, responses[itemId] ?? emptyResponse());
  };

/** Text typed into a box settles before it is tracked; a click or choice is tracked at once. */
export function isTyped(itemType: string, before: ResponseValue, next: ResponseValue): boolean {
  if (before.selectedOptionId !== next.selectedOptionId) return false;
  if (recordTypes.has(itemType)) return false;
  return before.enteredText !== next.enteredText || before.inputResponses !== next.inputResponses;
}
