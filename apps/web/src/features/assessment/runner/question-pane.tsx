import { Stack, Text, Title } from '@mantine/core';
import { questionTitle } from '@portico/contract/question-numbers';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { deferredView } from '../items/deferred-view';
import { SpellCheckContext } from '../items/spell-check-context';
import type { AnnotatedPassageProps } from '../tools/annotations/annotated-passage';
import { ItemClock } from '../tools/item-clock';
import { SectionAudioPlayer } from '../tools/section-audio';
import { PaneItem, type PaneItems } from './pane-item';
import { groupsOf } from './question-pages';
import type { RunnerQuestion } from './restore';
import classes from './runner.module.css';

/** An instruction's own 'Questions 1–6' line: the group's heading says it already. */
const withoutNumbers = (direction: string) =>
  direction.replace(/^\s*<p>\s*Questions?\s+\d+(\s*[–-]\s*\d+)?\s*<\/p>/i, '');

interface QuestionPaneProps extends PaneItems {
  /** The questions on screen (question-pages.ts) and the current one among them. */
  page: readonly number[];
  index: number;
  /** A section's recording has played to its end (IELTS Listening's time to check). */
  onRecordingFinished: (sectionId: string) => void;
  /** Highlight and notes on the passage (IELTS, SAT). */
  annotate: boolean;
  pane: 'question' | 'passage';
  onPane: (pane: 'question' | 'passage') => void;
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
 * Next, Previous and the palette move within a page by bringing the question into view; a page
 * opening on its first question is not scrolled (that would lay it out before it is first drawn).
 * Answers each question's element on the page, by its place.
 */
function useScrollToCurrent(index: number, paged: boolean, pageStart: number | undefined) {
  const refs = useRef(new Map<number, HTMLElement>());
  const opened = useRef(false);
  useEffect(() => {
    const opening = !opened.current;
    opened.current = true;
    if (!paged || (opening && index === pageStart)) return;
    refs.current.get(index)?.scrollIntoView?.({ block: 'nearest' });
  }, [index, paged, pageStart]);
  return refs;
}

/**
 * The passage and the question(s) on screen: one question, or a page of them in their groups
 * ('Questions 1–6' and its instruction once) beside the passage, each pane scrolling on its own.
 */
export function QuestionPane(props: QuestionPaneProps) {
  const { questions, page, index, rules } = props;
  const first = questions[page[0] ?? index];
  const question = questions[index];
  const paged = page.length > 1;
  const refs = useScrollToCurrent(index, paged, page[0]);
  if (!first || !question) return null;

  const { remaining, waiting } = props.taskClock;
  const passageHtml = (paged ? first : question).item.Passage;
  const passage = passageHtml && !['ssr', 'highlight'].includes(question.item.ItemType);
  // IELTS numbers each skill from 1 (question-numbers.ts): 'Questions 1–13 of 40'.
  const of = question.numbers.of;
  const last = questions[page.at(-1) ?? index] ?? question;
  const section = question.section;
  const itemView = (i: number) => <PaneItem items={props} at={i} paged={paged} />;

  return (
    // The exam's writing boxes check spelling where its own do (CELPIP).
    <SpellCheckContext.Provider value={rules.spellCheck}>
      {passage && (
        <PaneSwitch
          pane={props.pane}
          onPane={props.onPane}
          questionLabel={paged ? 'Questions' : questionTitle(question.numbers)}
        />
      )}
      <main className={`${classes.body} ${passage ? classes.withPassage : ''}`} data-pane={props.pane}>
        {passage && (
          <Passage
            html={passageHtml}
            annotate={props.annotate}
            storageKey={`${props.attemptId}:${paged ? section.QuestionPaperSectionID : question.item.ItemID}`}
          />
        )}
        <section
          className={classes.question}
          aria-label={`${questionTitle(paged ? { first: first.numbers.first, last: last.numbers.last } : question.numbers)} of ${of}`}
        >
          <Stack gap="sm">
            {section.AudioUrl && (
              // One player per section: it keeps playing while the student moves between its questions.
              <SectionRecording
                key={section.QuestionPaperSectionID}
                pane={props}
                section={section}
                src={section.AudioUrl}
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
              <PageGroups
                questions={questions}
                page={page}
                index={index}
                refs={refs}
                onCurrent={props.onCurrent}
              >
                {itemView}
              </PageGroups>
            )}
          </Stack>
        </section>
        {props.panel}
      </main>
    </SpellCheckContext.Provider>
  );
}

/** A section's recording, played once for all its questions (IELTS Listening, CELPIP's parts). */
function SectionRecording({
  pane,
  section,
  src,
}: {
  pane: QuestionPaneProps;
  section: RunnerQuestion['section'];
  src: string;
}) {
  const { rules } = pane;
  const played = pane.audio.find((a) => a.itemId === null && a.sectionId === section.QuestionPaperSectionID);
  return (
    <SectionAudioPlayer
      attemptId={pane.attemptId}
      sectionId={section.QuestionPaperSectionID}
      src={src}
      label={`${section.SectionTitle} recording`}
      allowed={rules.audioPlays}
      played={played}
      autoStartAfter={rules.profile === 'celpip' ? 0 : null}
      onFinished={() => pane.onRecordingFinished(section.QuestionPaperSectionID)}
    />
  );
}

/**
 * On a phone the passage and the questions take turns on the screen, so a long passage never pushes
 * the answers below the fold; wider screens show them side by side (no switch).
 */
function PaneSwitch({
  pane,
  onPane,
  questionLabel,
}: {
  pane: 'question' | 'passage';
  onPane: (pane: 'question' | 'passage') => void;
  questionLabel: string;
}) {
  // Two radio buttons drawn as a segmented switch (CSS alone: nothing is measured or animated).
  const name = useId();
  const options = [
    { value: 'question', label: questionLabel },
    { value: 'passage', label: 'Passage' },
  ] as const;
  return (
    <div role="radiogroup" aria-label="Show" className={classes.paneSwitch}>
      {options.map((option) => (
        <label key={option.value} className={classes.paneOption}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={pane === option.value}
            onChange={() => onPane(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** The passage beside the questions: with highlights and notes where the profile has them. */
function PlainPassage({ html }: { html: string | null | undefined }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the passage scrolls on its own; WCAG 2.1.1 needs a scrollable region reachable by keyboard.
    <section className={classes.passage} aria-label="Passage" tabIndex={0}>
      <HtmlContent html={html} />
    </section>
  );
}

// Highlights and notes (their selection handling and menu) come apart from the runner's first
// download: the passage shows at once as plain text and takes its marks when the code arrives.
const AnnotatedPassage = deferredView<AnnotatedPassageProps>(
  () => import('../tools/annotations/annotated-passage').then((m) => m.AnnotatedPassage),
  PlainPassage,
);

function Passage({ html, annotate, storageKey }: { html: string; annotate: boolean; storageKey: string }) {
  return annotate ? (
    <AnnotatedPassage className={classes.passage} html={html} storageKey={storageKey} />
  ) : (
    <PlainPassage html={html} />
  );
}

interface PageGroupsProps {
  questions: readonly RunnerQuestion[];
  page: readonly number[];
  index: number;
  /** Each question's element on the page, to bring the current one into view. */
  refs: RefObject<Map<number, HTMLElement>>;
  onCurrent: (index: number) => void;
  /** The question at a place of `questions`, to answer. */
  children: (i: number) => ReactNode;
}

/** A page of questions in their groups: 'Questions 1–6' and its instruction once, then each question. */
function PageGroups({ questions, page, index, refs, onCurrent, children }: PageGroupsProps) {
  const of = (questions[index] as RunnerQuestion).numbers.of;
  return groupsOf(questions, page).map((g) => (
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
          onFocusCapture={() => i !== index && onCurrent(i)}
        >
          {children(i)}
        </section>
      ))}
    </Stack>
  ));
}
