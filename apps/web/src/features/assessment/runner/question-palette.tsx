import { Button, Popover, Text } from '@mantine/core';
import { useState } from 'react';
import type { RunnerQuestion } from './restore';
import classes from './runner.module.css';

interface QuestionPaletteProps {
  questions: readonly RunnerQuestion[];
  currentIndex: number;
  /** Questions in the whole test: the button reads 'number / total', as the question's heading numbers it. */
  total?: number;
  answered: (itemId: string) => boolean;
  /** Questions the student flagged ('Review', 'Mark'): a flag on the button, not colour alone. */
  flagged?: (itemId: string) => boolean;
  /** Review mode: each question right, wrong, skipped or awaiting its teacher, in words and a mark. */
  verdict?: (itemId: string) => PaletteVerdict;
  onGo: (index: number) => void;
}

export type PaletteVerdict = 'correct' | 'incorrect' | 'skipped' | 'awaiting';
const VERDICTS: Record<PaletteVerdict, { words: string; mark: string; color: string; variant: string }> = {
  correct: { words: 'correct', mark: '✓', color: 'green', variant: 'light' },
  incorrect: { words: 'incorrect', mark: '✗', color: 'red', variant: 'light' },
  skipped: { words: 'not answered', mark: '–', color: 'gray', variant: 'default' },
  awaiting: { words: 'awaiting evaluation', mark: '…', color: 'yellow', variant: 'light' },
};

/** Jump to any question; answered ones are filled, the current one outlined (text says which). */
export function QuestionPalette({
  questions,
  currentIndex,
  total,
  answered,
  flagged = () => false,
  verdict,
  onGo,
}: QuestionPaletteProps) {
  const done = questions.filter((q) => answered(q.item.ItemID)).length;
  const right = verdict ? questions.filter((q) => verdict(q.item.ItemID) === 'correct').length : 0;
  // Closes once a question is chosen, so it never stays open over the question (a phone's screen).
  const [opened, setOpened] = useState(false);
  return (
    <Popover width={320} position="top" withArrow shadow="md" trapFocus opened={opened} onChange={setOpened}>
      <Popover.Target>
        <Button
          variant="default"
          onClick={() => setOpened((o) => !o)}
          aria-label={
            verdict
              ? `Questions: ${right} of ${questions.length} correct`
              : `Questions: ${done} of ${questions.length} answered`
          }
        >
          {questions[currentIndex]?.number ?? currentIndex + 1} / {total ?? questions.length}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" mb="xs">
          {verdict ? `${right} of ${questions.length} correct` : `${done} of ${questions.length} answered`}
        </Text>
        <nav aria-label="Questions" className={classes.palette}>
          {questions.map((q, index) => {
            const isAnswered = answered(q.item.ItemID);
            const isFlagged = flagged(q.item.ItemID);
            const v = verdict ? VERDICTS[verdict(q.item.ItemID)] : null;
            if (v) {
              return (
                <Button
                  key={q.item.ItemID}
                  size="compact-sm"
                  className={classes.paletteButton}
                  color={v.color}
                  variant={index === currentIndex ? 'outline' : v.variant}
                  aria-current={index === currentIndex ? 'step' : undefined}
                  aria-label={`Question ${q.number}, ${v.words}`}
                  onClick={() => {
                    setOpened(false);
                    onGo(index);
                  }}
                >
                  {q.number}
                  <span aria-hidden="true" className={classes.paletteFlag}>
                    {v.mark}
                  </span>
                </Button>
              );
            }
            return (
              <Button
                key={q.item.ItemID}
                size="compact-sm"
                className={classes.paletteButton}
                variant={index === currentIndex ? 'outline' : isAnswered ? 'filled' : 'default'}
                aria-current={index === currentIndex ? 'step' : undefined}
                aria-label={`Question ${q.number}${isAnswered ? ', answered' : ', not answered'}${isFlagged ? ', flagged' : ''}`}
                onClick={() => {
                  setOpened(false);
                  onGo(index);
                }}
              >
                {q.number}
                {isFlagged && (
                  <span aria-hidden="true" className={classes.paletteFlag}>
                    ⚑
                  </span>
                )}
              </Button>
            );
          })}
        </nav>
      </Popover.Dropdown>
    </Popover>
  );
}
