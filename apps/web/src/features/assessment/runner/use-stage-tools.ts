import { useRef } from 'react';
import { emptyResponse } from '../items/response';
import { useHideScreen } from '../tools/hide-screen';
import { useProfileTools } from '../tools/use-profile-tools';
import { flagLabel, goesBackAt } from './profile';
import { useRunnerShortcuts } from './use-runner-shortcuts';
import type { Stage } from './use-stage';
import { useTaskClock } from './use-task-clock';

/** The stage's tools: what the exam's profile gives the student beside the questions. */
export type StageTools = ReturnType<typeof useStageTools>;

/**
 * The profile's tools (the calculator, whose Transfer Display fills a numeric entry; GRE's Review
 * screen), IELTS's Hide screen, the current task's own clock, the flag and the runner's keys. What
 * Next and the end of a task do depends on the question shown: the stage sets `nextRef` and
 * `moveOnRef` once it has one, and they are read when used.
 */
export function useStageTools(stage: Stage) {
  const { data, questions, question, position, answers, answered, moves, check, queue } = stage;
  const { index } = position;
  const profile = useProfileTools({
    testTemplate: data.testJson.testTemplate,
    question,
    sectionQuestions: questions.filter((_, i) => position.inSection(i)),
    answered,
    marked: (id) => answers.marked[id] ?? false,
    onTransfer: (display) =>
      question && answers.change(question.item.ItemID, { ...emptyResponse(), enteredText: display }, false),
    onGo: (q) => void moves.go(questions.indexOf(q)),
  });

  const flag = flagLabel(data.testJson.testTemplate, data.testData.examFamily);
  const hideScreen = useHideScreen(data.testData.rules.profile === 'ielts');
  const nextRef = useRef(() => {});
  const moveOnRef = useRef(() => {});
  const itemClock = useTaskClock({
    data,
    questions,
    question,
    report: (id) => void answers.save(id).then(() => queue.syncNow()),
    onHeard: check.finished,
    onExpire: () => moveOnRef.current(),
  });
  const goBack = goesBackAt(data.testData.rules, question);
  useRunnerShortcuts({
    next: () => nextRef.current(),
    previous: goBack ? () => void moves.go(index - 1) : undefined,
    flag: flag && question ? () => answers.toggleMark(question.item.ItemID) : undefined,
  });
  return { profile, flag, hideScreen, itemClock, goBack, nextRef, moveOnRef };
}
