import { Button, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ExamTimer } from '../tools/exam-timer';
import type { TimerProfile } from '../tools/timer-rules';
import classes from './runner.module.css';
import { SaveState } from './runner-status';
import { useBarHeight } from './use-bar-height';

interface RunnerHeaderProps {
  testName: string;
  sectionTitle: string;
  timer: TimerProfile;
  /** Whole seconds left; null: a test without a clock. */
  remaining: number | null;
  save: { pending: number; answers: number; durable: boolean };
  /** The profile's tools (Review, Calculator) and the settings menu. */
  tools: ReactNode;
  submitting: boolean;
  onSubmit: () => void;
}

/** The runner's top bar: the test and section, the exam's clock, the save state, tools and Submit. */
export function RunnerHeader(props: RunnerHeaderProps) {
  const { save } = props;
  const bar = useBarHeight<HTMLElement>('start');
  return (
    <header className={classes.header} ref={bar}>
      <div className={classes.title}>
        <Title order={1} size="h4" lineClamp={1}>
          {props.testName}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {props.sectionTitle}
        </Text>
      </div>
      {props.remaining === null ? (
        <Text size="sm" c="dimmed">
          No time limit
        </Text>
      ) : (
        <ExamTimer profile={props.timer} remaining={props.remaining} />
      )}
      <SaveState pending={save.pending} answers={save.answers} durable={save.durable} />
      {props.tools}
      <Button onClick={props.onSubmit} disabled={props.submitting}>
        Submit Test
      </Button>
    </header>
  );
}
