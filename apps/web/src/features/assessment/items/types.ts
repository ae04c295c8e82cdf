import type { StudentTestItem } from '@portico/contract/assessment-launch';
import type { LaunchItem } from '@portico/contract/assessment-test-json';
import type { ReactNode } from 'react';
import type { SpeakingRules } from './speaking-rules';

/** One answer as the runner tracks it (spec 3 §3 tracking record; encodings in ITEM-TYPES.md). */
export interface ResponseValue {
  selectedOptionId: string | null;
  enteredText: string | null;
  inputResponses: { value: string | null }[];
}

export interface ItemViewProps {
  item: LaunchItem;
  value: ResponseValue;
  /** Called on every answer change (the runner turns it into a track). */
  onChange(next: ResponseValue): void;
  /** review: read-only, the student's answer and the correct one side by side. */
  mode: 'answer' | 'review';
  /** review: isCorrect, parts (per blank/pair/word/part right or wrong). */
  result?: StudentTestItem;
  questionNumber: number;
  /** The last of its numbers when it has several (IELTS: a 'Choose TWO' is 'Questions 14–15'). */
  lastNumber?: number;
  /** record-*: the runner stores the recording durably, uploads it, then sets enteredText to the URL. */
  onRecording?(blob: Blob, mimeType: string): void;
  /** record-*: a local URL to play back a recording not yet uploaded. */
  pendingRecordingUrl?: string | null;
  /** The name of the answer control; default 'Answer for question N' (composites name their parts). */
  label?: string;
  /** How the exam's profile runs a speaking item (decision 021); absent: today's behaviour. */
  speaking?: SpeakingRules;
  /** The SAT's answer eliminator on single-choice questions; its cross-outs kept under this key. */
  eliminator?: { storageKey: string };
  /** The question's own recording as the profile plays it (once, no seeking); absent: the browser's player. */
  audioPlayer?: ReactNode;
}

export const answerLabel = (props: Pick<ItemViewProps, 'label' | 'questionNumber'>) =>
  props.label ?? `Answer for question ${props.questionNumber}`;
