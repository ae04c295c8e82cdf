import { Button, Group, Popover, Text } from '@mantine/core';
import { numberText, questionWords } from '@portico/contract/question-numbers';
import { useState } from 'react';
import {
  PaletteTarget,
  type PaletteVerdict,
  paletteCounts,
  type QuestionPaletteProps,
} from './palette-target';
import type { RunnerQuestion } from './restore';

export type { PaletteVerdict, QuestionPaletteProps } from './palette-target';

import classes from './runner.module.css';

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
  answered,
  flagged = () => false,
  verdict,
  onGo,
  defaultOpened = false,
}: QuestionPaletteProps) {
  const { done, right } = paletteCounts({ questions, answered, verdict });
  // Closes once a question is chosen, so it never stays open over the question (a phone's screen).
  const [opened, setOpened] = useState(defaultOpened);
  const runs = runsOf(questions);
  return (
    <Popover width={320} position="top" withArrow shadow="md" trapFocus opened={opened} onChange={setOpened}>
      <Popover.Target>
        <PaletteTarget
          questions={questions}
          currentIndex={currentIndex}
          answered={answered}
          verdict={verdict}
          onClick={() => setOpened((o) => !o)}
        />
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" mb="xs">
          {verdict ? `${right} of ${questions.length} correct` : `${done} of ${questions.length} answered`}
        </Text>
        <nav aria-label="Questions" className={classes.paletteRuns}>
          {runs.map((run) => {
            // Where the numbers start again (IELTS: each skill from 1), each run is named by its skill.
            const skill = runs.length > 1 ? questions[run[0] ?? 0]?.section.ReferenceType : undefined;
            return (
              <Group key={run[0]} role="group" aria-label={skill} className={classes.palette}>
                {skill && (
                  <Text size="xs" fw={600} className={classes.paletteRun} aria-hidden="true">
                    {skill}
                  </Text>
                )}
                {run.map((index) => {
                  const q = questions[index] as RunnerQuestion;
                  const id = q.item.ItemID;
                  return (
                    <NumberButton
                      key={id}
                      question={q}
                      current={index === currentIndex}
                      answered={answered(id)}
                      flagged={flagged(id)}
                      verdict={verdict ? VERDICTS[verdict(id)] : null}
                      onClick={() => {
                        setOpened(false);
                        onGo(index);
                      }}
                    />
                  );
                })}
              </Group>
            );
          })}
        </nav>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The questions' indexes in runs of rising numbers: a run ends where the numbers start again. */
function runsOf(questions: readonly RunnerQuestion[]): number[][] {
  const runs: number[][] = [];
  questions.forEach((q, index) => {
    const run = runs.at(-1);
    const previous = questions[index - 1];
    if (run && previous && q.numbers.first > previous.numbers.first) run.push(index);
    else runs.push([index]);
  });
  return runs;
}

interface NumberButtonProps {
  question: RunnerQuestion;
  current: boolean;
  answered: boolean;
  flagged: boolean;
  verdict: (typeof VERDICTS)[PaletteVerdict] | null;
  onClick: () => void;
}

/** One question's button: its number(s), and in words what a colour or mark shows. */
function NumberButton({ question, current, answered, flagged, verdict, onClick }: NumberButtonProps) {
  const words = questionWords(question.numbers);
  const mark = verdict ? verdict.mark : flagged ? '⚑' : null;
  return (
    <Button
      size="compact-sm"
      className={classes.paletteButton}
      color={verdict?.color}
      variant={current ? 'outline' : verdict ? verdict.variant : answered ? 'filled' : 'default'}
      aria-current={current ? 'step' : undefined}
      aria-label={
        verdict
          ? `${words}, ${verdict.words}`
          : `${words}${answered ? ', answered' : ', not answered'}${flagged ? ', flagged' : ''}`
      }
      onClick={onClick}
    >
      {numberText(question.numbers)}
      {mark && (
        <span aria-hidden="true" className={classes.paletteFlag}>
          {mark}
        </span>
      )}
    </Button>
  );
}
