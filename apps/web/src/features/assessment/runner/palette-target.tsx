import { Button } from '@mantine/core';
import { numberText } from '@portico/contract/question-numbers';
import type { ComponentPropsWithRef } from 'react';
import type { RunnerQuestion } from './restore';

export interface QuestionPaletteProps {
  questions: readonly RunnerQuestion[];
  currentIndex: number;
  answered: (itemId: string) => boolean;
  /** Questions the student flagged ('Review', 'Mark'): a flag on the button, not colour alone. */
  flagged?: (itemId: string) => boolean;
  /** Review mode: each question right, wrong, skipped or awaiting its teacher, in words and a mark. */
  verdict?: (itemId: string) => PaletteVerdict;
  onGo: (index: number) => void;
  /** Open from the start (its button was clicked before the palette's code had arrived). */
  defaultOpened?: boolean;
}

export type PaletteVerdict = 'correct' | 'incorrect' | 'skipped' | 'awaiting';

type CountsOf = Pick<QuestionPaletteProps, 'questions' | 'answered' | 'verdict'>;

/** How many questions are answered, and in review mode how many are right. */
export function paletteCounts({ questions, answered, verdict }: CountsOf) {
  return {
    done: questions.filter((q) => answered(q.item.ItemID)).length,
    right: verdict
      ? questions.filter((q) => verdict(q.item.ItemID) === ('correct' as PaletteVerdict)).length
      : 0,
  };
}

/**
 * The palette's button ('3 / 40'): it opens the palette (question-palette.tsx), and stands in its
 * place, the same, until the palette's code has arrived (runner-footer.tsx).
 */
export function PaletteTarget({
  questions,
  currentIndex,
  answered,
  verdict,
  ...button
}: CountsOf &
  Pick<QuestionPaletteProps, 'currentIndex'> &
  // What Popover.Target adds (its ref, aria-expanded, ...) reaches the button.
  Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'>) {
  const { done, right } = paletteCounts({ questions, answered, verdict });
  const current = questions[currentIndex]?.numbers;
  return (
    <Button
      {...button}
      variant="default"
      aria-label={
        verdict
          ? `Questions: ${right} of ${questions.length} correct`
          : `Questions: ${done} of ${questions.length} answered`
      }
    >
      {current ? `${numberText(current)} / ${current.of}` : ''}
    </Button>
  );
}
