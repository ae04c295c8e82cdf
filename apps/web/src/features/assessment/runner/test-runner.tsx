import { Group, Loader } from '@mantine/core';
import type { LaunchData } from '@portico/contract/assessment-launch';
import { useMemo, useRef } from 'react';
import { startAssessment } from '../api/start-assessment';
import { Instructions } from './instructions';
import { QuestionsStage } from './questions-stage';
import { questionsOf } from './restore';
import { useAnnounceRunner } from './runner-channel';
import { breakUnderWay, SectionBreakScreen } from './section-break';
import { type AnswerSync, useAnswerSync } from './use-answer-sync';

interface TestRunnerProps {
  data: LaunchData;
  /** Called once the test has ended on the server: the page reloads into the result. */
  onEnded: () => void;
  /**
   * Start the runner again from this fresh launch: the student continues in this tab, or the clock
   * has started (Start Test, Next Section) and the questions came with it.
   */
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
  const { data, sync, onTakeBack } = props;
  // spec 3 §4: the instructions show only when there are no earlier tracks; and until the clock has
  // started, since the questions come with it (decision 007).
  if (!data.testData.started && !sync.restored.started) {
    return (
      <Instructions
        data={data}
        onStart={async () => onTakeBack(await startAssessment(data.testData.studentTestId))}
      />
    );
  }
  // Decision 042: between two sections the scheduled break (the SAT's), held by the server.
  const pause = breakUnderWay(data);
  if (pause) return <SectionBreakScreen data={data} pause={pause} onResumed={onTakeBack} />;
  return <QuestionsStage {...props} justStarted={!sync.restored.started} />;
}
