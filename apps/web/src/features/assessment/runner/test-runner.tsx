import { Group, Loader } from '@mantine/core';
import type { LaunchData } from '@portico/contract/assessment';
import { useMemo, useRef, useState } from 'react';
import { Instructions } from './instructions';
import { QuestionsStage } from './questions-stage';
import { questionsOf } from './restore';
import { useAnnounceRunner } from './runner-channel';
import { type AnswerSync, useAnswerSync } from './use-answer-sync';

interface TestRunnerProps {
  data: LaunchData;
  /** Called once the test has ended on the server: the page reloads into the result. */
  onEnded: () => void;
  /** The student continues in this tab: start the runner again from this fresh launch. */
  onTakeBack: (data: LaunchData) => void;
}

/** The test being taken (spec 3 §2, §4): instructions, questions with the timer, submit. */
export function TestRunner({ data, onEnded, onTakeBack }: TestRunnerProps) {
  const questions = useMemo(() => questionsOf(data), [data]);
  const serverTime = useRef<(seconds: number, sectionId: string | null) => void>(() => {});
  const sync = useAnswerSync(data, questions, (seconds, sectionId) => serverTime.current(seconds, sectionId));
  useAnnounceRunner(data.testData.studentTestId);
  if (!sync) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label="Loading the test" />
      </Group>
    );
  }
  return (
    <ActiveTest data={data} sync={sync} onEnded={onEnded} onTakeBack={onTakeBack} serverTime={serverTime} />
  );
}

interface ActiveTestProps extends TestRunnerProps {
  sync: AnswerSync;
  serverTime: { current: (seconds: number, sectionId: string | null) => void };
}

function ActiveTest(props: ActiveTestProps) {
  const [started, setStarted] = useState(props.sync.restored.started);
  // spec 3 §4: the instructions show only when there are no earlier tracks.
  if (!started) return <Instructions data={props.data} onStart={() => setStarted(true)} />;
  return <QuestionsStage {...props} justStarted={!props.sync.restored.started} />;
}
