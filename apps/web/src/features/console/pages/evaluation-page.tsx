import { Anchor, Box, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type EvaluationDetail, EvaluationMessages } from '@portico/contract/console-evaluations';
import { EVALUATION_COMMENT_MAX_LENGTH } from '@portico/contract/console-evaluations-drafts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AutosaveStatus } from '../../../components/autosave-status';
import { LeaveGuardDialog } from '../../../components/leave-guard-dialog';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useAutosave } from '../../../lib/use-autosave';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { isSignedOut, staffMeQuery } from '../api/console';
import {
  evaluationConflictOf,
  evaluationQuery,
  uploadEvaluationAudio,
  useEvaluationAction,
} from '../api/evaluation-queue';
import { useConsoleMember } from '../components/console-shell';
import { EvaluationAssign, EvaluationButtons } from '../components/evaluation-actions';
import { EvaluationAnswerCard } from '../components/evaluation-answer-card';
import { EvaluationConflictNotice, EvaluationMine } from '../components/evaluation-conflict';
import { EvaluationDue, EvaluationStateBadge } from '../components/evaluation-queue-list';
import { draftOf, type EvaluationForm, formOf, missingOf } from '../utils/evaluation-form';
import { formatSpan } from '../utils/queue-time';

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
  const queryClient = useQueryClient();
  const action = useEvaluationAction(detail.item.id);
  // Apart from `action`, so an autosave does not show as a click on Save or Release.
  const saver = useEvaluationAction(detail.item.id);
  const [form, setForm] = useState<EvaluationForm>(() => formOf(detail));
  const [audioUrls, setAudioUrls] = useState<Record<string, string>>(detail.audioUrls);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** The teacher's own version, kept on the page once the latest draft replaced it in the form. */
  const [mine, setMine] = useState<EvaluationForm | null>(null);
  const [loadingLatest, setLoadingLatest] = useState(false);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const released = detail.item.state === 'released';
  const now = Date.now();
  const pending = action.isPending ? action.variables?.kind : undefined;

  // Issue 35: the draft reaches the server as the teacher types, over the version this page has.
  const autosave = useAutosave({
    value: form,
    version: detail.draftVersion,
    enabled: !released && detail.answers.length > 0,
    conflictOf: evaluationConflictOf,
    save: async (value, baseVersion) =>
      (await saver.mutateAsync({ kind: 'draft', body: { ...draftOf(value), baseVersion } })).detail
        .draftVersion,
  });
  const guard = useLeaveGuard(autosave.dirty);

  const save = async () => {
    setError(null);
    setDone(null);
    setSaving(true);
    const saved = await autosave.flush({ force: true });
    setSaving(false);
    if (saved !== null) setDone(EvaluationMessages.draftSaved);
  };
  const release = async () => {
    setError(null);
    setDone(null);
    // What is on the page is saved first, so the release is based on the version that holds it.
    const baseVersion = await autosave.flush();
    if (baseVersion === null) return;
    action.mutate(
      { kind: 'release', body: { ...draftOf(form), baseVersion } },
      {
        onSuccess: (res) => {
          setDone(res.message ?? null);
          heading.current?.focus();
        },
        onError: (err) => {
          const conflict = evaluationConflictOf(err);
          if (conflict) autosave.refused(conflict);
          else setError(errorMessage(err));
        },
      },
    );
  };
  const loadLatest = async () => {
    setLoadingLatest(true);
    try {
      const latest = await queryClient.fetchQuery({ ...evaluationQuery(detail.item.id), staleTime: 0 });
      const next = formOf(latest);
      setMine(form);
      setForm(next);
      setAudioUrls((u) => ({ ...u, ...latest.audioUrls }));
      autosave.reset(next, latest.draftVersion);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setLoadingLatest(false);
    }
  };
  const assign = (staffId: string | null) =>
    action.mutate(
      { kind: 'assign', body: { staffId } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: 'The evaluation is assigned.' }),
        onError: (err) => setError(errorMessage(err)),
      },
    );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2" ref={heading} tabIndex={-1} style={{ overflowWrap: 'anywhere' }}>
          {detail.test.title}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>
          {detail.item.student.name} ({detail.item.student.email}) · {detail.course?.name ?? 'No course'} ·{' '}
          {detail.item.examTitle}
        </Text>
        <Group gap="sm">
          <EvaluationStateBadge state={detail.item.state} />
          <Text size="sm">
            Requested {formatSpan(now - Date.parse(detail.item.requestedAt))} ago
            {!released && (
              <>
                {' · '}
                <EvaluationDue item={detail.item} now={now} />
              </>
            )}
          </Text>
        </Group>
        {released && detail.item.releasedAt && (
          <Text size="sm">
            Released {formatSpan(now - Date.parse(detail.item.releasedAt))} ago by{' '}
            {detail.item.releasedBy?.name ?? '-'}.
          </Text>
        )}
        {!released && detail.item.draftSavedAt && (
          <Text size="sm" c="gray.7">
            Draft saved by {detail.draftSavedBy?.name ?? '-'}{' '}
            {formatSpan(now - Date.parse(detail.item.draftSavedAt))} ago.
          </Text>
        )}
      </Stack>
      <EvaluationAssign detail={detail} member={member} busy={pending === 'assign'} onAssign={assign} />
      {autosave.conflict && (
        <EvaluationConflictNotice
          conflict={autosave.conflict}
          loading={loadingLatest}
          onLoadLatest={() => void loadLatest()}
        />
      )}
      {mine && (
        <EvaluationMine
          answers={detail.answers}
          mine={mine}
          onUse={() => {
            setForm(mine);
            setMine(null);
          }}
          onDismiss={() => setMine(null)}
        />
      )}
      {detail.answers.length === 0 && <Text>This attempt has no written or spoken answer to evaluate.</Text>}
      {/* Leaving a field saves what it holds at once. */}
      <Box onBlur={() => void autosave.flush()}>
        <Stack gap="lg">
          {detail.answers.map((answer) => {
            const answerForm = form.answers[answer.itemId] ?? {
              criteria: {},
              comments: '',
              audioFileId: null,
            };
            return (
              <EvaluationAnswerCard
                key={answer.itemId}
                answer={answer}
                form={answerForm}
                audioUrl={answerForm.audioFileId ? (audioUrls[answerForm.audioFileId] ?? null) : null}
                readOnly={released}
                onChange={(next) =>
                  setForm((f) => ({ ...f, answers: { ...f.answers, [answer.itemId]: next } }))
                }
                uploadClip={async (clip) => {
                  const saved = await uploadEvaluationAudio(detail.item.id, clip);
                  setAudioUrls((u) => ({ ...u, [saved.fileId]: saved.url }));
                  setForm((f) => {
                    const current = f.answers[answer.itemId] ?? answerForm;
                    return {
                      ...f,
                      answers: { ...f.answers, [answer.itemId]: { ...current, audioFileId: saved.fileId } },
                    };
                  });
                }}
              />
            );
          })}
          <Textarea
            label="Remarks on the whole test"
            description="The student reads them on the report's Remarks tab."
            rows={4}
            maxLength={EVALUATION_COMMENT_MAX_LENGTH}
            value={form.overallComment}
            onChange={(e) => {
              const overallComment = e.currentTarget.value;
              setForm((f) => ({ ...f, overallComment }));
            }}
            disabled={released}
          />
        </Stack>
      </Box>
      {error && <StatusAlert tone="error">{error}</StatusAlert>}
      {done && <StatusAlert tone="success">{done}</StatusAlert>}
      {!released && detail.answers.length > 0 && (
        <EvaluationButtons
          missing={missingOf(detail.answers, form)}
          saving={saving}
          releasing={pending === 'release'}
          stopped={autosave.conflict !== null}
          status={<AutosaveStatus autosave={autosave} />}
          onSave={() => void save()}
          onRelease={() => void release()}
        />
      )}
      <LeaveGuardDialog guard={guard} title="Leave this evaluation?" />
    </Stack>
  );
}
