import { countNumbers, numberText, questionWords } from '@portico/contract/question-numbers';
import { useEffect, useRef } from 'react';
import type { RunnerQuestion } from './restore';
import classes from './runner.module.css';

interface QuestionBarProps {
  /** The questions the student may move among (the section, or the test on one clock). */
  questions: readonly RunnerQuestion[];
  currentIndex: number;
  answered: (itemId: string) => boolean;
  flagged: (itemId: string) => boolean;
  onGo: (index: number) => void;
}

interface Part {
  title: string;
  /** Indexes into `questions`. */
  indexes: number[];
}

/** The questions in their parts (sections), in order. */
function partsOf(questions: readonly RunnerQuestion[]): Part[] {
  const parts: Part[] = [];
  questions.forEach((q, index) => {
    const last = parts.at(-1);
    const id = q.section.QuestionPaperSectionID;
    if (last && questions[last.indexes[0] ?? 0]?.section.QuestionPaperSectionID === id)
      last.indexes.push(index);
    else parts.push({ title: q.section.SectionTitle, indexes: [index] });
  });
  return parts;
}

/**
 * IELTS on computer's navigation bar (decision 041): always at the bottom, the current part's
 * question numbers, each marked as on test day — the current one highlighted, an answered one
 * underlined, one marked for review in a circle — so no mark is colour alone, and each button says
 * it in words ('Question 3, answered, flagged'). The other parts are one button each, with their
 * count of answers, that opens the part. On a phone the bar scrolls sideways in one row.
 */
export function QuestionBar({ questions, currentIndex, answered, flagged, onGo }: QuestionBarProps) {
  const bar = useRef<HTMLElement>(null);
  // The current number stays in view as the student moves (a phone shows a few at a time). The bar
  // opening on its first number is not scrolled: that would lay the page out before it is drawn.
  const parts = partsOf(questions);
  const firstIndex = parts[0]?.indexes[0];
  const opened = useRef(false);
  useEffect(() => {
    const opening = !opened.current;
    opened.current = true;
    if (opening && currentIndex === firstIndex) return;
    const button = bar.current?.querySelector(`[data-index="${currentIndex}"]`);
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentIndex, firstIndex]);
  // Counted in question numbers, as the bar shows them: a 'Choose TWO' is two.
  const numbers = (indexes: number[]) =>
    countNumbers(indexes.map((i) => (questions[i] as RunnerQuestion).numbers));
  return (
    <nav aria-label="Question bar" className={classes.questionBar} ref={bar}>
      {parts.map((part) => {
        const here = part.indexes.includes(currentIndex);
        const done = numbers(part.indexes.filter((i) => answered(questions[i]?.item.ItemID ?? '')));
        const count = `${done} of ${numbers(part.indexes)}`;
        if (!here) {
          return (
            <button
              key={part.indexes[0]}
              type="button"
              className={classes.barPart}
              aria-label={`${part.title}: ${count} answered`}
              onClick={() => onGo(part.indexes[0] ?? 0)}
            >
              {part.title} <span className={classes.barCount}>{count}</span>
            </button>
          );
        }
        return (
          <div key={part.indexes[0]} className={classes.barCurrentPart}>
            {parts.length > 1 && (
              <span className={classes.barTitle} aria-hidden="true">
                {part.title}
              </span>
            )}
            {part.indexes.map((i) => {
              const q = questions[i] as RunnerQuestion;
              const isAnswered = answered(q.item.ItemID);
              const isFlagged = flagged(q.item.ItemID);
              const isCurrent = i === currentIndex;
              return (
                <button
                  key={q.item.ItemID}
                  data-index={i}
                  type="button"
                  className={classes.barNumber}
                  data-answered={isAnswered || undefined}
                  data-flagged={isFlagged || undefined}
                  aria-current={isCurrent ? 'step' : undefined}
                  aria-label={`${questionWords(q.numbers)}${isAnswered ? ', answered' : ', not answered'}${isFlagged ? ', flagged' : ''}`}
                  onClick={() => onGo(i)}
                >
                  {numberText(q.numbers)}
                </button>
              );
            })}
          </div>
        );
      })}
    </nav>
  );
}
