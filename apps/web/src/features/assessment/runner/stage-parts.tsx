import { RecordingRegistryContext } from '../items/recording-registry';
import { emptyResponse, hasAnswer } from '../items/response';
import { NextSectionDialog, OpenElsewhereDialog, SubmitDialog, SubmittingDialog } from './deferred-dialogs';
import { PendingQuestion } from './pending-question';
import { pageAt } from './question-pages';
import { QuestionPane } from './question-pane';
import { countQuestionNumbers, type RunnerQuestion } from './restore';
import { RunnerFooter } from './runner-footer';
import type { Stage } from './use-stage';
import type { StageTools } from './use-stage-tools';

interface StagePartProps {
  stage: Stage;
  tools: StageTools;
  /** The question on screen. */
  question: RunnerQuestion;
}

/**
 * The question(s) on screen with the runner's recordings: an answer changes only while its task is
 * open, and on CELPIP the next task comes when a recording ends.
 */
export function StagePane({ stage, tools, question }: StagePartProps) {
  const { data, questions, position, answers, recordings, moves } = stage;
  // An adaptive section's place whose question the server is choosing (decision 064).
  if (question.item.Pending) return <PendingQuestion />;
  const { index } = position;
  const { rules } = data.testData;
  const { itemClock } = tools;
  const itemId = question.item.ItemID;
  return (
    <RecordingRegistryContext.Provider value={recordings.registry}>
      <QuestionPane
        attemptId={data.testData.studentTestId}
        questions={questions}
        page={pageAt(questions, index, rules.profile === 'ielts')}
        index={index}
        rules={rules}
        audio={data.testData.audio}
        onRecordingFinished={itemClock.heard}
        annotate={rules.profile === 'ielts' || rules.profile === 'sat'}
        pane={stage.pane}
        onPane={stage.setPane}
        responses={answers.responses}
        onChange={(id, next, settle) => {
          if (!itemClock.closedId(id)) answers.change(id, next, settle);
        }}
        taskClock={itemClock}
        recordings={{
          recordingUrls: recordings.recordingUrls,
          onRecording: (id, blob, mime) => {
            void recordings.onRecording(id, blob, mime);
            // CELPIP's next task comes when a recording ends; one stopped for an act moves with that act.
            const stoppedForAct = recordings.registry.finishing;
            if (rules.profile === 'celpip' && !stoppedForAct && id === itemId && !moves.isLast)
              tools.moveOnRef.current();
          },
        }}
        onCurrent={(i) => void moves.go(i)}
        panel={tools.profile.panel}
      />
    </RecordingRegistryContext.Provider>
  );
}

/** The bottom bar of the stage: Previous, the flag, Clear, the palette (or IELTS's bar) and Next. */
export function StageFooter({ stage, tools, question }: StagePartProps) {
  const { data, questions, position, answers, moves } = stage;
  const { index, firstOfSection } = position;
  const itemId = question.item.ItemID;
  const value = answers.responses[itemId] ?? emptyResponse();
  return (
    <RunnerFooter
      question={question}
      sectionQuestions={questions.filter((_, i) => position.inSection(i))}
      indexInSection={index - firstOfSection}
      goBack={tools.goBack}
      bar={data.testData.rules.profile === 'ielts'}
      canGoBack={index > firstOfSection}
      flag={tools.flag}
      flagged={(id) => answers.marked[id] ?? false}
      onToggleFlag={() => answers.toggleMark(itemId)}
      answered={stage.answered}
      canClear={hasAnswer(question.item.ItemType, value)}
      onClear={() => answers.change(itemId, emptyResponse(), false)}
      onPrevious={() => void moves.go(index - 1)}
      onGo={(i) => {
        stage.setPane('question');
        void moves.go(i + firstOfSection);
      }}
      next={moves.nextAction}
      saving={stage.recordings.saving}
    />
  );
}

/** The stage's dialogs: Next Section, Submit, the test opened in another tab, and submitting. */
export function StageDialogs({ stage, question }: Omit<StagePartProps, 'tools'>) {
  const { questions, moves, submission, recordings, takeOver } = stage;
  const unanswered = countQuestionNumbers(questions.filter((q) => !stage.answered(q.item.ItemID)));
  return (
    <>
      <NextSectionDialog
        opened={moves.sectionConfirm}
        sectionTitle={stage.position.blockTitle ?? question.section.SectionTitle}
        onStay={() => moves.setSectionConfirm(false)}
        onNext={() => void moves.nextSection()}
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
        opened={stage.snapshot.status === 'taken-over'}
        takingBack={takeOver.takingBack}
        error={takeOver.error}
        onContinue={() => void takeOver.takeBack()}
      />
      <SubmittingDialog
        opened={submission.stage === 'submitting'}
        timeUp={stage.countdown.expired}
        savingRecording={recordings.saving}
        problem={submission.submitError}
      />
    </>
  );
}
