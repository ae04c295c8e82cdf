import type { LaunchData } from '@portico/contract/assessment-launch';
import { useEffect, useMemo, useRef, useState } from 'react';
import { syncMessage } from '../engine/sync-queue';
import { RecordingRegistryContext } from '../items/recording-registry';
import { emptyResponse, hasAnswer } from '../items/response';
import { clearAnnotationsFor } from '../tools/annotations/use-annotations';
import { CHECK_MESSAGE, clearCheckTime } from '../tools/check-time';
import { useHideScreen } from '../tools/hide-screen';
import { clearItemClocks } from '../tools/item-clock';
import { RunnerSettings } from '../tools/runner-settings';
import { timerProfile } from '../tools/timer-rules';
import { useProfileTools } from '../tools/use-profile-tools';
import { flagLabel, goesBackAt } from './profile';
import { pageAt } from './question-pages';
import { QuestionPane } from './question-pane';
import { countQuestionNumbers, questionsOf } from './restore';
import classes from './runner.module.css';
import { useStopWhenOpenedElsewhere } from './runner-channel';
import { NextSectionDialog, OpenElsewhereDialog, SubmitDialog, SubmittingDialog } from './runner-dialogs';
import { RunnerFooter } from './runner-footer';
import { RunnerHeader } from './runner-header';
import { RunnerAlerts, refusedLines } from './runner-status';
import { type AnswerSync, useSyncSnapshot } from './use-answer-sync';
import { answeredIn, useAnswers } from './use-answers';
import { useNextSection } from './use-next-section';
import { useQuestionPosition } from './use-question-position';
import { useRecordings } from './use-recordings';
import { useRunnerClock } from './use-runner-clock';
import { useRunnerShortcuts } from './use-runner-shortcuts';
import { useSubmit } from './use-submit';
import { useTakeBack } from './use-take-back';
import { useTaskClock } from './use-task-clock';

export interface QuestionsStageProps {
  data: LaunchData;
  sync: AnswerSync;
  /** Called once the test has ended on the server: the page reloads into the result. */
  onEnded: () => void;
  /** The student continues in this tab: start the runner again from this fresh launch. */
  onTakeBack: (data: LaunchData) => void;
  /** Where the server's remaining time (each sync's reply) is handed to the clock on show. */
  serverTime: { current: (seconds: number, sectionId: string | null) => void };
  /** The student has just pressed Start Test (no earlier tracks). */
  justStarted: boolean;
}

/** The questions with the timer, the palette and submit (spec 3 §4). */
export function QuestionsStage({
  data,
  sync,
  onEnded,
  onTakeBack,
  serverTime,
  justStarted,
}: QuestionsStageProps) {
  const questions = useMemo(() => questionsOf(data), [data]);
  const { restored, queue, store } = sync;
  const attemptId = data.testData.studentTestId;
  const snapshot = useSyncSnapshot(queue);
  const position = useQuestionPosition(data, questions, restored.currentIndex);
  const { sectional, sectionIds, sectionRef, index, setIndex, firstOfSection, lastOfSection, lastSection } =
    position;

  const question = questions[index];
  const { countdown, check } = useRunnerClock({
    data,
    position,
    serverTime,
    onExpire: () => {
      if (sectional && sectionRef.current < sectionIds.length - 1) void nextSection();
      else void submission.submit(true);
    },
  });

  const answers = useAnswers(data, questions, sync, countdown.remaining);
  const { allSaved, responses, save, change } = answers;
  // The queue has emptied: every changed answer has reached the server.
  useEffect(() => (snapshot.pending === 0 ? allSaved() : undefined), [snapshot.pending, allSaved]);
  const recordings = useRecordings(attemptId, questions, store, answers);
  const submission = useSubmit({
    attemptId,
    queue,
    status: snapshot.status,
    currentItemId: question?.item.ItemID,
    save,
    saveSettling: answers.saveSettling,
    finishRecordings: recordings.finish,
    onEnded: () => {
      clearAnnotationsFor(attemptId); // notes vanish with the test (EXAM-PROFILES.md)
      clearItemClocks(attemptId);
      clearCheckTime(attemptId);
      onEnded();
    },
  });
  const takeOver = useTakeBack(attemptId, sync, onTakeBack, recordings.finish);
  useStopWhenOpenedElsewhere(attemptId, queue);

  /** Leaving the question: a recording in progress is finished first, then the answer saved. */
  const leave = async () => {
    await recordings.finish();
    if (question) await save(question.item.ItemID);
  };
  const go = async (next: number) => {
    if (!question) return;
    await leave();
    const to = Math.max(firstOfSection, Math.min(lastOfSection, next));
    setIndex(to);
    answers.shown();
    // Forward only: saved on arrival too, so a reload resumes here (spec 3 §4: the last track's).
    if (to !== index && !goesBackAt(data.testData.rules, questions[to]))
      await save(questions[to]?.item.ItemID ?? '');
  };

  const [sectionConfirm, setSectionConfirm] = useState(false);
  /** The pane a phone shows when the question has a passage. */
  const [pane, setPane] = useState<'question' | 'passage'>('question');
  const { move: nextSection, error: sectionError } = useNextSection({
    attemptId,
    queue,
    leaveQuestion: () => {
      setSectionConfirm(false);
      return leave();
    },
    nextSectionId: () => sectionIds[sectionRef.current + 1],
    onStarted: onTakeBack,
  });

  // spec 3 §4: Start Test saves the first answer, sent at once so the server's clock and the one
  // shown start together (a batch later, the first reply would set the shown time back up).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the stage mounts after Start Test; later values must not send the first answer again.
  useEffect(() => {
    const first = questions[index];
    if (justStarted && first) void save(first.item.ItemID).then(() => queue.syncNow());
  }, []);

  const answered = answeredIn(questions, responses);
  const unanswered = countQuestionNumbers(questions.filter((q) => !answered(q.item.ItemID)));

  // The profile's tools: the calculator (Transfer Display fills a numeric entry), GRE's Review screen.
  const tools = useProfileTools({
    testTemplate: data.testJson.testTemplate,
    question,
    sectionQuestions: questions.filter((_, i) => position.inSection(i)),
    answered,
    marked: (id) => answers.marked[id] ?? false,
    onTransfer: (display) =>
      question && change(question.item.ItemID, { ...emptyResponse(), enteredText: display }, false),
    onGo: (q) => void go(questions.indexOf(q)),
  });

  const flag = flagLabel(data.testJson.testTemplate, data.testData.examFamily);
  const hideScreen = useHideScreen(data.testData.rules.profile === 'ielts');
  const nextRef = useRef(() => {});
  const moveOnRef = useRef(() => {});
  const itemClock = useTaskClock({
    data,
    questions,
    question,
    report: (id) => void save(id).then(() => queue.syncNow()),
    onHeard: check.finished,
    onExpire: () => moveOnRef.current(),
  });
  const goBack = goesBackAt(data.testData.rules, question);
  useRunnerShortcuts({
    next: () => nextRef.current(),
    previous: goBack ? () => void go(index - 1) : undefined,
    flag: flag && question ? () => answers.toggleMark(question.item.ItemID) : undefined,
  });

  if (!question) return null;
  const itemId = question.item.ItemID;
  const value = responses[itemId] ?? emptyResponse();
  const isLast = index === questions.length - 1 || (sectional && lastSection && index === lastOfSection);
  const { rules } = data.testData;
  const nextAction =
    index === lastOfSection && !lastSection
      ? ({ label: 'Next Section', onClick: () => setSectionConfirm(true) } as const)
      : isLast
        ? ({ label: 'Submit Test', onClick: () => submission.setConfirmOpen(true) } as const)
        : ({ label: 'Next', onClick: () => void go(index + 1) } as const);
  nextRef.current = nextAction.onClick;
  moveOnRef.current = () => {
    if (index < lastOfSection) void go(index + 1);
    else if (!lastSection) void nextSection();
    else void submission.submit(true);
  };

  return (
    <div className={classes.runner} data-runner>
      <RunnerHeader
        testName={data.testJson.Name}
        sectionTitle={question.section.SectionTitle}
        timer={timerProfile(data.testJson.testTemplate, data.testData.examFamily)}
        remaining={countdown.remaining}
        save={{ pending: snapshot.pending, answers: answers.changedCount, durable: snapshot.durable }}
        tools={
          <>
            {tools.header}
            {hideScreen.button}
            <RunnerSettings />
          </>
        }
        submitting={submission.stage === 'submitting'}
        onSubmit={() => submission.setConfirmOpen(true)}
      />

      <RunnerAlerts
        message={sectionError ?? submission.submitError ?? syncMessage(snapshot.status)}
        refused={refusedLines(snapshot.rejected, questions)}
        uploadNote={recordings.uploadNote}
        notice={check.startedAt === null ? null : CHECK_MESSAGE}
      />

      <RecordingRegistryContext.Provider value={recordings.registry}>
        <QuestionPane
          attemptId={attemptId}
          questions={questions}
          page={pageAt(questions, index, rules.profile === 'ielts')}
          index={index}
          rules={rules}
          audio={data.testData.audio}
          onRecordingFinished={itemClock.heard}
          annotate={rules.profile === 'ielts' || rules.profile === 'sat'}
          pane={pane}
          onPane={setPane}
          responses={responses}
          onChange={(id, next, settle) => {
            if (!itemClock.closedId(id)) change(id, next, settle);
          }}
          taskClock={itemClock}
          recordings={{
            recordingUrls: recordings.recordingUrls,
            onRecording: (id, blob, mime) => {
              void recordings.onRecording(id, blob, mime);
              // CELPIP's next task comes when a recording ends; one stopped for an act moves with that act.
              const stoppedForAct = recordings.registry.finishing;
              if (rules.profile === 'celpip' && !stoppedForAct && id === itemId && !isLast)
                moveOnRef.current();
            },
          }}
          onCurrent={(i) => void go(i)}
          panel={tools.panel}
        />
      </RecordingRegistryContext.Provider>

      <RunnerFooter
        question={question}
        sectionQuestions={questions.filter((_, i) => position.inSection(i))}
        indexInSection={index - firstOfSection}
        goBack={goBack}
        bar={rules.profile === 'ielts'}
        canGoBack={index > firstOfSection}
        flag={flag}
        flagged={(id) => answers.marked[id] ?? false}
        onToggleFlag={() => answers.toggleMark(itemId)}
        answered={answered}
        canClear={hasAnswer(question.item.ItemType, value)}
        onClear={() => change(itemId, emptyResponse(), false)}
        onPrevious={() => void go(index - 1)}
        onGo={(i) => {
          setPane('question');
          void go(i + firstOfSection);
        }}
        next={nextAction}
        saving={recordings.saving}
      />

      {tools.dialog}
      {hideScreen.overlay}
      <NextSectionDialog
        opened={sectionConfirm}
        sectionTitle={position.blockTitle ?? question.section.SectionTitle}
        onStay={() => setSectionConfirm(false)}
        onNext={() => void nextSection()}
      />
      <SubmitDialog
        opened={submission.confirmOpen}
        unanswered={unanswered}
        total={countQuestionNumbers(questions)}
        saving={recordings.saving}
        unsavedRecording={submission.unsavedRecording}
        onBack={() => submission.setConfirmOpen(false)}
        onSubmit={() => void submission.submit(false, submission.unsavedRecording)}
      />
      <OpenElsewhereDialog
        opened={snapshot.status === 'taken-over'}
        takingBack={takeOver.takingBack}
        error={takeOver.error}
        onContinue={() => void takeOver.takeBack()}
      />
      <SubmittingDialog
        opened={submission.stage === 'submitting'}
        timeUp={countdown.expired}
        savingRecording={recordings.saving}
        problem={submission.submitError}
      />
    </div>
  );
}
