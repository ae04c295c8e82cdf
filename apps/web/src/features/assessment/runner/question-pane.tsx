import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type RunnerRules, recordingPlays, type SectionAudio } from '@portico/contract/exam-profile';
import { questionTitle, questionWords } from '@portico/contract/question-numbers';
import { type ReactNode, useEffect, useRef } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { SpellCheckContext } from '../items/essay-field';
import { ItemView } from '../items/item-view';
import { emptyResponse } from '../items/response';
import type { ResponseValue } from '../items/types';
import { AnnotatedPassage } from '../tools/annotations/annotated-passage';
import { ItemClock } from '../tools/item-clock';
import { SectionAudioPlayer } from '../tools/section-audio';
import { speakingRules } from './profile';
import { groupsOf } from './question-pages';
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

/** An instruction's own 'Questions 1–6' line: the group's heading says it already. */
const withoutNumbers = (direction: string) =>
  direction.replace(/^\s*<p>\s*Questions?\s+\d+(\s*[–-]\s*\d+)?\s*<\/p>/i, '');

interface QuestionPaneProps {
  attemptId: string;
  questions: readonly RunnerQuestion[];
  /** The questions on screen (question-pages.ts) and the current one among them. */
  page: readonly number[];
  index: number;
  rules: RunnerRules;
  audio: readonly SectionAudio[];
  /** A section's recording has played to its end (IELTS Listening's time to check). */
  onRecordingFinished: (sectionId: string) => void;
  /** Highlight and notes on the passage (IELTS, SAT). */
  annotate: boolean;
  pane: 'question' | 'passage';
  onPane: (pane: 'question' | 'passage') => void;
  responses: Record<string, ResponseValue>;
  onChange: (itemId: string, next: ResponseValue, settle: boolean) => void;
  recordings: {
    recordingUrls: Record<string, string>;
    onRecording: (itemId: string, blob: Blob, mime: string) => void;
  };
  /** The student works on another question of the page: it becomes the current one. */
  onCurrent: (index: number) => void;
  /** The calculator beside the question, where the profile has one. */
  panel: ReactNode;
  /** The tasks' own clocks (CELPIP, Duolingo, PTE's writing tasks: use-task-clock.ts). */
  taskClock: {
    /** The current task's time left; null: untimed. */
    remaining: number | null;
    /** The current task waits for its section's recording to end (CELPIP Listening). */
    waiting: boolean;
    /** A task whose time is over: shown, not answered any more. */
    closedId: (itemId: string) => boolean;
  };
}

/**
 * The passage and the question(s) on screen: one question, or a page of them in their groups
 * ('Questions 1–6' and its instruction once) beside the passage, each pane scrolling on its own.
 */
export function QuestionPane(props: QuestionPaneProps) {
  const { questions, page, index, rules, responses, recordings } = props;
  const first = questions[page[0] ?? index];
  const question = questions[index];
  const paged = page.length > 1;
  const refs = useRef(new Map<number, HTMLElement>());
  // Next, Previous and the palette move within a page by bringing the question into view.
  useEffect(() => {
    if (paged) refs.current.get(index)?.scrollIntoView?.({ block: 'nearest' });
  }, [index, paged]);
  if (!first || !question) return null;

  const { remaining, waiting } = props.taskClock;
  const passageHtml = (paged ? first : question).item.Passage;
  const passage = passageHtml && !['ssr', 'highlight'].includes(question.item.ItemType);
  // IELTS numbers each skill from 1 (question-numbers.ts): 'Questions 1–13 of 40'.
  const of = question.numbers.of;
  const last = questions[page.at(-1) ?? index] ?? question;
  const section = question.section;
  const played = props.audio.find((a) => a.itemId === null && a.sectionId === section.QuestionPaperSectionID);
  /** An earlier question of the section about the same recording: it was played there, once. */
  const sharedWith = (q: RunnerQuestion) =>
    questions.find(
      (x) =>
        x.section.QuestionPaperSectionID === q.section.QuestionPaperSectionID &&
        x.item.Media.audio === q.item.Media.audio &&
        x.numbers.first < q.numbers.first,
    );
  const itemView = (i: number) => {
    const q = questions[i] as RunnerQuestion;
    const id = q.item.ItemID;
    const value = responses[id] ?? emptyResponse();
    const playedWith = sharedWith(q);
    // The item's own limit (Listen and Type: 3) over the exam's rule, as the server counts it.
    const plays = recordingPlays(rules, q.item.AudioPlays);
    const view = (
      <ItemView
        // On a page, the group's instruction is shown once above its questions.
        item={paged ? { ...q.item, Direction: '' } : q.item}
        value={value}
        mode="answer"
        questionNumber={q.numbers.first}
        lastNumber={q.numbers.last}
        onChange={(next) => props.onChange(id, next, isTyped(q.item.ItemType, value, next))}
        onRecording={(blob, mime) => recordings.onRecording(id, blob, mime)}
        pendingRecordingUrl={recordings.recordingUrls[id] ?? null}
        speaking={speakingRules(rules)}
        eliminator={rules.profile === 'sat' ? { storageKey: `${props.attemptId}:${id}` } : undefined}
        audioPlayer={
          q.item.Media.audio && plays !== null ? (
            playedWith ? (
              <Text size="sm" fw={500}>
                This question is about the recording played with{' '}
                {questionTitle(playedWith.numbers).toLowerCase()}.
              </Text>
            ) : (
              <SectionAudioPlayer
                key={id}
                attemptId={props.attemptId}
                sectionId={q.section.QuestionPaperSectionID}
                itemId={id}
                src={q.item.Media.audio}
                label={`${questionWords(q.numbers)} recording`}
                allowed={plays}
                played={props.audio.find((a) => a.itemId === id)}
                autoStartAfter={autoStart(rules)}
              />
            )
          ) : undefined
        }
      />
    );
    if (!props.taskClock.closedId(id)) return view;
    // A disabled fieldset closes every control of the task at once, as the browser reads it too.
    return (
      <fieldset disabled className={classes.closedItem} aria-describedby={`closed-${id}`}>
        <Text id={`closed-${id}`} size="sm" fw={500}>
          The time for this question is over. Your answer is kept.
        </Text>
        {view}
      </fieldset>
    );
  };

  return (
    // The exam's writing boxes check spelling where its own do (CELPIP).
    <SpellCheckContext.Provider value={rules.spellCheck}>
      {passage && (
        // On a phone the passage and the questions take turns on the screen, so a long passage never
        // pushes the answers below the fold; wider screens show them side by side (no switch).
        <SegmentedControl
          className={classes.paneSwitch}
          aria-label="Show"
          fullWidth
          value={props.pane}
          onChange={(next) => props.onPane(next === 'passage' ? 'passage' : 'question')}
          data={[
            { value: 'question', label: paged ? 'Questions' : questionTitle(question.numbers) },
            { value: 'passage', label: 'Passage' },
          ]}
        />
      )}
      <main className={`${classes.body} ${passage ? classes.withPassage : ''}`} data-pane={props.pane}>
        {passage &&
          (props.annotate ? (
            <AnnotatedPassage
              className={classes.passage}
              html={passageHtml}
              storageKey={`${props.attemptId}:${paged ? section.QuestionPaperSectionID : question.item.ItemID}`}
            />
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the passage scrolls on its own; WCAG 2.1.1 needs a scrollable region reachable by keyboard.
            <section className={classes.passage} aria-label="Passage" tabIndex={0}>
              <HtmlContent html={passageHtml} />
            </section>
          ))}
        <section
          className={classes.question}
          aria-label={`${questionTitle(paged ? { first: first.numbers.first, last: last.numbers.last } : question.numbers)} of ${of}`}
        >
          <Stack gap="sm">
            {section.AudioUrl && (
              // One player per section: it keeps playing while the student moves between its questions.
              <SectionAudioPlayer
                key={section.QuestionPaperSectionID}
                attemptId={props.attemptId}
                sectionId={section.QuestionPaperSectionID}
                src={section.AudioUrl}
                label={`${section.SectionTitle} recording`}
                allowed={rules.audioPlays}
                played={played}
                autoStartAfter={rules.profile === 'celpip' ? 0 : null}
                onFinished={() => props.onRecordingFinished(section.QuestionPaperSectionID)}
              />
            )}
            {!paged && remaining !== null && !waiting && !props.taskClock.closedId(question.item.ItemID) && (
              <ItemClock remaining={remaining} />
            )}
            {waiting ? (
              // CELPIP Listening: the question comes when the recording has ended, as on test day.
              <Text fw={500}>The question appears when the recording has ended.</Text>
            ) : !paged ? (
              itemView(index)
            ) : (
              groupsOf(questions, page).map((g) => (
                <Stack key={g.indexes[0]} gap="sm" className={classes.group}>
                  <Title order={2} size="h5">
                    {g.title}
                  </Title>
                  {g.direction && <HtmlContent html={withoutNumbers(g.direction)} />}
                  {g.indexes.map((i) => (
                    <section
                      key={questions[i]?.item.ItemID}
                      aria-label={`${questionTitle((questions[i] as RunnerQuestion).numbers)} of ${of}`}
                      className={classes.pageQuestion}
                      data-current={i === index || undefined}
                      ref={(el) => {
                        if (el) refs.current.set(i, el);
                        else refs.current.delete(i);
                      }}
                      onFocusCapture={() => i !== index && props.onCurrent(i)}
                    >
                      {itemView(i)}
                    </section>
                  ))}
                </Stack>
              ))
            )}
          </Stack>
        </section>
        {props.panel}
      </main>
    </SpellCheckContext.Provider>
  );
}
