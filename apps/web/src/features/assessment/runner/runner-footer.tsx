import { Button, Group, Text } from '@mantine/core';
import { questionTitle, questionWords } from '@portico/contract/question-numbers';
import { useState } from 'react';
import { deferredView } from '../items/deferred-view';
import { NativeChoice } from '../items/native-choice';
import { PaletteTarget } from './palette-target';
import { QuestionBar } from './question-bar';
import type { QuestionPaletteProps } from './question-palette';
import type { RunnerQuestion } from './restore';
import classes from './runner.module.css';
import { SavingButton } from './saving-button';
import { useBarHeight } from './use-bar-height';

// The palette (Mantine's Popover) comes after the first question (deferred-view.ts): its button
// shows from the start, and a click on it before the palette has arrived opens the palette when it
// does.
const QuestionPalette = deferredView<QuestionPaletteProps & { onEarlyClick: () => void }>(
  () => import('./question-palette').then((m) => m.QuestionPalette),
  ({ onGo: _onGo, flagged: _flagged, defaultOpened: _opened, onEarlyClick, ...props }) => (
    <PaletteTarget {...props} onClick={onEarlyClick} />
  ),
);

interface RunnerFooterProps {
  question: RunnerQuestion;
  /** The questions of the section shown, and the shown one's place among them. */
  sectionQuestions: readonly RunnerQuestion[];
  indexInSection: number;
  /** PTE and Duolingo go forward only: no Previous, no palette to jump back with. */
  goBack: boolean;
  canGoBack: boolean;
  /** The profile's flag ('Review', 'Mark'…), or null where the exam has none. */
  flag: string | null;
  flagged: (itemId: string) => boolean;
  onToggleFlag: () => void;
  answered: (itemId: string) => boolean;
  canClear: boolean;
  onClear: () => void;
  onPrevious: () => void;
  onGo: (indexInSection: number) => void;
  next: { label: 'Next' | 'Next Section' | 'Submit Test'; onClick: () => void };
  /** A recording is being finished before the runner moves on. */
  saving: boolean;
  /** IELTS: the question bar of every number instead of the palette (decision 041). */
  bar?: boolean;
}

/** The runner's bottom bar: Previous, the flag, Clear, the palette and Next (or Next Section, Submit). */
export function RunnerFooter(props: RunnerFooterProps) {
  const bar = useBarHeight<HTMLElement>('end');
  const [paletteAsked, setPaletteAsked] = useState(false);
  const { question, flag } = props;
  const itemId = question.item.ItemID;
  return (
    <footer className={classes.footer} ref={bar}>
      {props.bar && props.goBack && (
        <QuestionBar
          questions={props.sectionQuestions}
          currentIndex={props.indexInSection}
          answered={props.answered}
          flagged={props.flagged}
          onGo={props.onGo}
        />
      )}
      <Group gap="xs">
        {props.goBack && (
          <Button variant="default" onClick={props.onPrevious} disabled={!props.canGoBack}>
            Previous
          </Button>
        )}
        {flag && (
          <NativeChoice
            type="checkbox"
            label={flag}
            checked={props.flagged(itemId)}
            onChange={() => props.onToggleFlag()}
            ariaLabel={`${flag}: ${questionWords(question.numbers).toLowerCase()}`}
          />
        )}
        {props.canClear && (
          <Button variant="subtle" color="gray" onClick={props.onClear}>
            Clear
          </Button>
        )}
      </Group>
      {props.bar && props.goBack ? null : props.goBack ? (
        <QuestionPalette
          defaultOpened={paletteAsked}
          onEarlyClick={() => setPaletteAsked(true)}
          questions={props.sectionQuestions}
          currentIndex={props.indexInSection}
          answered={props.answered}
          flagged={props.flagged}
          onGo={props.onGo}
        />
      ) : (
        <Text size="sm" fw={600}>
          {questionTitle(question.numbers)} of {question.numbers.of}
        </Text>
      )}
      <SavingButton saving={props.saving} onClick={props.next.onClick}>
        {props.next.label}
      </SavingButton>
    </footer>
  );
}
