import { Anchor, Stack, Text } from '@mantine/core';
import type { EvaluationDetail } from '@portico/contract/console-evaluations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { AutosaveStatus } from '../../../components/autosave-status';
import { LeaveGuardDialog } from '../../../components/leave-guard-dialog';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { isSignedOut, staffMeQuery } from '../api/console';
import { evaluationQuery } from '../api/evaluation-queue';
import { useConsoleMember } from '../components/console-shell';
import { CorrectionBar } from '../components/correction-bar';
import { EvaluationAssign } from '../components/evaluation-actions';
import { EvaluationAnswers } from '../components/evaluation-answers';
import { DraftNotices } from '../components/evaluation-conflict';
import { EvaluationSummary } from '../components/evaluation-summary';
import { type Finish, GradingBar } from '../components/grading-bar';
import { GradingNav } from '../components/grading-nav';
import { GradingQuestionBar } from '../components/grading-question-bar';
import { GradingShortcuts } from '../components/grading-shortcuts';
import { AskSecondMarking, SecondMarkingPanel } from '../components/second-marking-panel';
import { useCorrection } from '../hooks/use-correction';
import {
  type Draft,
  type EvaluationActs,
  useEvaluationActs,
  useEvaluationDraft,
} from '../hooks/use-evaluation-draft';
import { useFeedbackAids } from '../hooks/use-feedback-aids';
import { useGradingQuestion } from '../hooks/use-grading-question';
import { useGradingWorkspace } from '../hooks/use-grading-workspace';
import { missingOf } from '../utils/evaluation-form';

/**
 * /console/evaluations/:id: one attempt's written and spoken answers, graded and released;
 * `?question=<key>` grades that question across the waiting attempts (issue 40).
 */
export function EvaluationPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const detail = useQuery(evaluationQuery(id));
  useEffect(() => {
    if (isSignedOut(detail.error)) void queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
  }, [detail.error, queryClient]);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/console/evaluations" size="sm">
        Back to the evaluations
      </Anchor>
      {detail.isPending && <PageLoader label="Loading the attempt…" />}
      {detail.isError && !isSignedOut(detail.error) && (
        <StatusAlert tone="error">{errorMessage(detail.error)}</StatusAlert>
      )}
      {detail.data && <Evaluation key={detail.data.item.id} detail={detail.data} />}
    </Stack>
  );
}

function Evaluation({ detail }: { detail: EvaluationDetail }) {
  const member = useConsoleMember();
  const heading = useRef<HTMLHeadingElement>(null);
  const draft = useEvaluationDraft(detail);
  const acts = useEvaluationActs(detail, draft, heading);
  const finish = finishOf(detail, member.role === 'admin');
  const { form, autosave } = draft;
  const question = useGradingQuestion(detail, form);
  const work = useGradingWorkspace(detail, draft, acts, question, finish);
  const correction = useCorrection(detail, form, draft.setForm);
  const { aids, dialog } = useFeedbackAids(detail, member);
  const guard = useLeaveGuard(autosave.dirty || correction.changed);
  const released = detail.item.state === 'released';
  const mayStartCorrection = released && detail.canCorrect && !correction.correcting;

  return (
    <Stack gap="md">
      <EvaluationSummary
        detail={detail}
        heading={heading}
        nav={<GradingNav label={work.label} way={work.way} onGo={(id) => void work.go(id)} />}
        assign={
          <>
            <EvaluationAssign
              detail={detail}
              member={member}
              busy={acts.pending === 'assign'}
              onAssign={acts.assign}
            />
            <AskSecondMarking detail={detail} member={member} acts={acts} dialog={dialog} />
          </>
        }
        onCorrect={mayStartCorrection ? correction.start : undefined}
      />
      {correction.correcting && (
        <StatusAlert tone="info" title="Correcting a released evaluation">
          Change the bands, comments or audio feedback, say why below, and release the correction. The student
          sees the released evaluation until then.
        </StatusAlert>
      )}
      <DraftNotices draft={draft} acts={acts} answers={detail.answers} />
      <SecondMarkingPanel detail={detail} admin={member.role === 'admin'} acts={acts} />
      {question && <GradingQuestionBar question={question} answers={detail.answers.length} work={work} />}
      {detail.answers.length === 0 && <Text>This attempt has no written or spoken answer to evaluate.</Text>}
      <EvaluationAnswers
        detail={detail}
        form={form}
        setForm={draft.setForm}
        audioUrls={draft.audioUrls}
        setAudioUrls={draft.setAudioUrls}
        readOnly={(released && !correction.correcting) || Boolean(detail.secondMarking?.locked)}
        onLeave={() => void autosave.flush()}
        only={question?.shown}
        aids={aids}
      />
      {acts.error && <StatusAlert tone="error">{acts.error}</StatusAlert>}
      {acts.done && <StatusAlert tone="success">{acts.done}</StatusAlert>}
      {correction.error && <StatusAlert tone="error">{correction.error}</StatusAlert>}
      {correction.done && <StatusAlert tone="success">{correction.done}</StatusAlert>}
      {correction.correcting && (
        <CorrectionBar correction={correction} missing={missingOf(detail.answers, form)} />
      )}
      {/* While a second marking is open only its marker finishes anything; an administrator settles above. */}
      {work.gradable && (detail.item.state !== 'second' || detail.secondMarking?.marking) && (
        <WorkspaceBar
          detail={detail}
          draft={draft}
          acts={acts}
          work={work}
          finish={finish}
          admin={member.role === 'admin'}
        />
      )}
      <GradingShortcuts opened={work.shortcuts} onClose={() => work.setShortcuts(false)} />
      <LeaveGuardDialog guard={guard} title="Leave this evaluation?" />
    </Stack>
  );
}

/**
 * How this member finishes the evaluation: a second marker sends their marking; one picked for (or
 * asked) a second marking is sent for it; where the school reviews first, a teacher sends it for
 * review (an administrator may mark it reviewed, or release it at once); else Release.
 */
function finishOf(detail: EvaluationDetail, admin: boolean): Finish {
  const second = detail.secondMarking;
  if (second?.marking) return 'second';
  if (second?.status === 'awaiting-first') return 'first';
  return detail.grading.reviewBeforeRelease && !admin ? 'mark' : 'release';
}

/** The workspace's foot: Save, Release (or Send for review, or Mark reviewed) and the shortcuts. */
function WorkspaceBar({
  detail,
  draft,
  acts,
  work,
  finish,
  admin,
}: {
  detail: EvaluationDetail;
  draft: Draft;
  acts: EvaluationActs;
  work: ReturnType<typeof useGradingWorkspace>;
  finish: Finish;
  admin: boolean;
}) {
  return (
    <GradingBar
      missing={missingOf(detail.answers, draft.form)}
      saving={acts.saving}
      releasing={acts.pending === 'release' || acts.pending === 'mark' || acts.pending === 'secondSubmit'}
      finish={finish}
      onReview={
        detail.grading.reviewBeforeRelease &&
        admin &&
        finish === 'release' &&
        !['reviewed', 'second'].includes(detail.item.state)
          ? () => void acts.release(undefined, 'review')
          : undefined
      }
      reviewing={acts.pending === 'review'}
      stopped={draft.autosave.conflict !== null}
      status={<AutosaveStatus autosave={draft.autosave} />}
      confirming={work.confirming}
      setConfirming={work.setConfirming}
      hasNext={Boolean(work.way?.nextId)}
      onSave={() => void acts.save()}
      onRelease={work.release}
      onShortcuts={() => work.setShortcuts(true)}
    />
  );
}
