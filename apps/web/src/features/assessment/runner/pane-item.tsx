import { Text } from '@mantine/core';
import { type RunnerRules, recordingPlays, type SectionAudio } from '@portico/contract/exam-profile';
import { questionTitle, questionWords } from '@portico/contract/question-numbers';
import { ItemView } from '../items/item-view';
import { emptyResponse } from '../items/response';
import type { ResponseValue } from '../items/types';
import { SectionAudioPlayer } from '../tools/section-audio';
import { speakingRules } from './profile';
import type { RunnerQuestion } from './restore';
import classes from './runner.module.css';
import { isTyped } from './use-answers';

/** PTE's countdown before a question's recording plays by itself. */
const PTE_AUDIO_COUNTDOWN = 3;
/**
 * Whether a recording starts by itself, and after what countdown: PTE's after 3 seconds, CELPIP's as
 * the part opens (EXAM-PROFILES.md; decision 041); null: the student presses Play.
 */
const autoStart = (rules: RunnerRules) =>
  rules.profile === 'pte' ? PTE_AUDIO_COUNTDOWN : rules.profile === 'celpip' ? 0 : null;

/** What every question on the pane shares: the attempt, the answers, the exam's rules, the recordings. */
export interface PaneItems {
  attemptId: string;
  questions: readonly RunnerQuestion[];
  rules: RunnerRules;
  audio: readonly SectionAudio[];
  responses: Record<string, ResponseValue>;
  onChange: (itemId: string, next: ResponseValue, settle: boolean) => void;
  recordings: {
    recordingUrls: Record<string, string>;
    onRecording: (itemId: string, blob: Blob, mime: string) => void;
  };
  taskClock: {
    /** A task whose time is over: shown, not answered any more. */
    closedId: (itemId: string) => boolean;
  };
}

/** An earlier question of the section about the same recording: it was played there, once. */
const sharedWith = (questions: readonly RunnerQuestion[], q: RunnerQuestion) =>
  questions.find(
    (x) =>
      x.section.QuestionPaperSectionID === q.section.QuestionPaperSectionID &&
      x.item.Media.audio === q.item.Media.audio &&
      x.numbers.first < q.numbers.first,
  );

/** The question's own recording, or where it was played already; undefined where it has none. */
function recordingOf(items: PaneItems, q: RunnerQuestion) {
  const id = q.item.ItemID;
  const playedWith = sharedWith(items.questions, q);
  // The item's own limit (Listen and Type: 3) over the exam's rule, as the server counts it.
  const plays = recordingPlays(items.rules, q.item.AudioPlays);
  return q.item.Media.audio && plays !== null ? (
    playedWith ? (
      <Text size="sm" fw={500}>
        This question is about the recording played with {questionTitle(playedWith.numbers).toLowerCase()}.
      </Text>
    ) : (
      <SectionAudioPlayer
        key={id}
        attemptId={items.attemptId}
        sectionId={q.section.QuestionPaperSectionID}
        itemId={id}
        src={q.item.Media.audio}
        label={`${questionWords(q.numbers)} recording`}
        allowed={plays}
        played={items.audio.find((a) => a.itemId === id)}
        autoStartAfter={autoStart(items.rules)}
      />
    )
  ) : undefined;
}

/** One question of the pane to answer; once its task's time is over, shown closed with the answer kept. */
export function PaneItem({ items, at, paged }: { items: PaneItems; at: number; paged: boolean }) {
  const { rules, responses, recordings } = items;
  const q = items.questions[at] as RunnerQuestion;
  const id = q.item.ItemID;
  const value = responses[id] ?? emptyResponse();
  const view = (
    <ItemView
      // On a page, the group's instruction is shown once above its questions.
      item={paged ? { ...q.item, Direction: '' } : q.item}
      value={value}
      mode="answer"
      questionNumber={q.numbers.first}
      lastNumber={q.numbers.last}
      onChange={(next) => items.onChange(id, next, isTyped(q.item.ItemType, value, next))}
      onRecording={(blob, mime) => recordings.onRecording(id, blob, mime)}
      pendingRecordingUrl={recordings.recordingUrls[id] ?? null}
      speaking={speakingRules(rules)}
      eliminator={rules.profile === 'sat' ? { storageKey: `${items.attemptId}:${id}` } : undefined}
      audioPlayer={recordingOf(items, q)}
    />
  );
  if (!items.taskClock.closedId(id)) return view;
  // A disabled fieldset closes every control of the task at once, as the browser reads it too.
  return (
    <fieldset disabled className={classes.closedItem} aria-describedby={`closed-${id}`}>
      <Text id={`closed-${id}`} size="sm" fw={500}>
        The time for this question is over. Your answer is kept.
      </Text>
      {view}
    </fieldset>
  );
}
