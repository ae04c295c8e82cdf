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
import { EvaluationAssign } from '../components/evaluation-actions';
import { EvaluationAnswers } from '../components/evaluation-answers';
import { EvaluationConflictNotice, EvaluationMine } from '../components/evaluation-conflict';
import { EvaluationSummary } from '../components/evaluation-summary';
import { GradingBar } from '../components/grading-bar';
import { GradingNav } from '../components/grading-nav';
import { GradingShortcuts } from '../components/grading-shortcuts';
import { useEvaluationActs, useEvaluationDraft } from '../hooks/use-evaluation-draft';
import { useGradingWorkspace } from '../hooks/use-grading-workspace';
import { missingOf } from '../utils/evaluation-form';

/** /console/evaluations/:id: one attempt's written and spoken answers, graded and released. */
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
  const work = useGradingWorkspace(detail, draft, acts);
  const { place } = work;
  const { form, mine, autosave } = draft;
  const guard = useLeaveGuard(autosave.dirty);
  const released = detail.item.state === 'released';

  return (
    <Stack gap="md">
      <EvaluationSummary
        detail={detail}
        heading={heading}
        nav={<GradingNav place={place} onGo={(id) => void work.go(id)} />}
        assign={
          <EvaluationAssign
            detail={detail}
            member={member}
            busy={acts.pending === 'assign'}
            onAssign={acts.assign}
          />
        }
      />
      {autosave.conflict && (
        <EvaluationConflictNotice
          conflict={autosave.conflict}
          loading={acts.loadingLatest}
          onLoadLatest={() => void acts.loadLatest()}
        />
      )}
      {mine && (
        <EvaluationMine
          answers={detail.answers}
          mine={mine}
          onUse={() => {
            draft.setForm(mine);
            draft.setMine(null);
          }}
          onDismiss={() => draft.setMine(null)}
        />
      )}
      {detail.answers.length === 0 && <Text>This attempt has no written or spoken answer to evaluate.</Text>}
      <EvaluationAnswers
        detail={detail}
        form={form}
        setForm={draft.setForm}
        audioUrls={draft.audioUrls}
        setAudioUrls={draft.setAudioUrls}
        readOnly={released}
        onLeave={() => void autosave.flush()}
      />
      {acts.error && <StatusAlert tone="error">{acts.error}</StatusAlert>}
      {acts.done && <StatusAlert tone="success">{acts.done}</StatusAlert>}
      {work.gradable && (
        <GradingBar
          missing={missingOf(detail.answers, form)}
          saving={acts.saving}
          releasing={acts.pending === 'release'}
          stopped={autosave.conflict !== null}
          status={<AutosaveStatus autosave={autosave} />}
          confirming={work.confirming}
          setConfirming={work.setConfirming}
          hasNext={Boolean(place?.nextId)}
          onSave={() => void acts.save()}
          onRelease={work.release}
          onShortcuts={() => work.setShortcuts(true)}
        />
      )}
      <GradingShortcuts opened={work.shortcuts} onClose={() => work.setShortcuts(false)} />
      <LeaveGuardDialog guard={guard} title="Leave this evaluation?" />
    </Stack>
  );
}
