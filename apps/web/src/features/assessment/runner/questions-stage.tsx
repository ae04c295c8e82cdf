import { syncMessage } from '../engine/sync-queue';
import { CHECK_MESSAGE } from '../tools/check-time';
import { RunnerSettings } from '../tools/runner-settings';
import { timerProfile } from '../tools/timer-rules';
import classes from './runner.module.css';
import { RunnerHeader } from './runner-header';
import { RunnerAlerts, refusedLines } from './runner-status';
import { StageDialogs, StageFooter, StagePane } from './stage-parts';
import { type StageOptions, useStage } from './use-stage';
import { useStageTools } from './use-stage-tools';

export type QuestionsStageProps = StageOptions;

/** The questions with the timer, the palette and submit (spec 3 §4). */
export function QuestionsStage(props: QuestionsStageProps) {
  const stage = useStage(props);
  const tools = useStageTools(stage);
  const { data, question, snapshot, answers, submission, moves } = stage;
  if (!question) return null;
  tools.nextRef.current = moves.nextAction.onClick;
  tools.moveOnRef.current = moves.moveOn;

  return (
    <div className={classes.runner} data-runner>
      <RunnerHeader
        testName={data.testJson.Name}
        sectionTitle={question.section.SectionTitle}
        timer={timerProfile(data.testJson.testTemplate, data.testData.examFamily)}
        remaining={stage.untimed ? null : stage.countdown.remaining}
        save={{ pending: snapshot.pending, answers: answers.changedCount, durable: snapshot.durable }}
        tools={
          <>
            {tools.profile.header}
            {tools.hideScreen.button}
            <RunnerSettings />
          </>
        }
        submitting={submission.stage === 'submitting'}
        onSubmit={() => submission.setConfirmOpen(true)}
      />

      <RunnerAlerts
        message={
          moves.sectionError ?? stage.adaptive.error ?? submission.submitError ?? syncMessage(snapshot.status)
        }
        refused={refusedLines(snapshot.rejected, stage.questions)}
        uploadNote={stage.recordings.uploadNote}
        notice={stage.check.startedAt === null ? null : CHECK_MESSAGE}
      />

      <StagePane stage={stage} tools={tools} question={question} />
      <StageFooter stage={stage} tools={tools} question={question} />

      {tools.profile.dialog}
      {tools.hideScreen.overlay}
      <StageDialogs stage={stage} question={question} />
    </div>
  );
}
