import { Anchor, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EVALUATION_COMMENT_MAX_LENGTH, type EvaluationDetail } from '@portico/contract/console-evaluations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { isSignedOut, staffMeQuery } from '../api/console';
import { evaluationQuery, uploadEvaluationAudio, useEvaluationAction } from '../api/evaluation-queue';
import { useConsoleMember } from '../components/console-shell';
import { EvaluationAssign, EvaluationButtons } from '../components/evaluation-actions';
import { EvaluationAnswerCard } from '../components/evaluation-answer-card';
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
  const action = useEvaluationAction(detail.item.id);
  const [form, setForm] = useState<EvaluationForm>(() => formOf(detail));
  const [audioUrls, setAudioUrls] = useState<Record<string, string>>(detail.audioUrls);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const released = detail.item.state === 'released';
  const now = Date.now();
  const pending = action.isPending ? action.variables?.kind : undefined;

  const run = (kind: 'draft' | 'release') => {
    setError(null);
    setDone(null);
    action.mutate(
      { kind, body: draftOf(form) },
      {
        onSuccess: (res) => {
          setDone(res.message ?? null);
          if (kind === 'release') heading.current?.focus();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
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
      {detail.answers.length === 0 && <Text>This attempt has no written or spoken answer to evaluate.</Text>}
      {detail.answers.map((answer) => {
        const answerForm = form.answers[answer.itemId] ?? { criteria: {}, comments: '', audioFileId: null };
        return (
          <EvaluationAnswerCard
            key={answer.itemId}
            answer={answer}
            form={answerForm}
            audioUrl={answerForm.audioFileId ? (audioUrls[answerForm.audioFileId] ?? null) : null}
            readOnly={released}
            onChange={(next) => setForm((f) => ({ ...f, answers: { ...f.answers, [answer.itemId]: next } }))}
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
      {error && <StatusAlert tone="error">{error}</StatusAlert>}
      {done && <StatusAlert tone="success">{done}</StatusAlert>}
      {!released && detail.answers.length > 0 && (
        <EvaluationButtons
          missing={missingOf(detail.answers, form)}
          saving={pending === 'draft'}
          releasing={pending === 'release'}
          onSave={() => run('draft')}
          onRelease={() => run('release')}
        />
      )}
    </Stack>
  );
}
