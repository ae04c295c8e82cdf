import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StaffMember } from '@portico/contract/console';
import {
  ScoreReportReviewMessages as M,
  type ScoreReportDetail,
  type ScoreReportQueue,
  ScoreReportRejectRequestSchema,
  ScoreReportVerifyRequestSchema,
} from '@portico/contract/console-reviews';
import { REMARK_MAX_LENGTH } from '@portico/contract/score-report';
import { type FormEvent, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { type ScoreReportAction, useScoreReportAction } from '../api/score-report-queue';
import { NoteField } from './queue-parts';
import { AssignSection } from './score-report-common';

type Review = Extract<ScoreReportAction, { kind: 'verify' | 'reject' }>;

/** What verifying does, said before it is done. */
function verifyOutcome(report: ScoreReportDetail): string {
  const reward = report.rewardProduct;
  if (report.rewardGrantedAt) {
    return `The report is marked verified. ${reward?.title ?? 'The reward course'} was granted on ${formatDate(report.rewardGrantedAt)} and stays.`;
  }
  if (!reward) return 'The report is marked verified and the student is told so.';
  const days = reward.validityDays === 1 ? '1 day' : `${reward.validityDays} days`;
  return `The report is marked verified. The student gets ${reward.title} for ${days}.`;
}

/** What rejecting does, said before it is done: a reward course the report granted is withdrawn. */
function rejectOutcome(report: ScoreReportDetail): string {
  const withdrawn = report.rewardGrantedAt
    ? ` ${report.rewardProduct?.title ?? 'The reward course'}, granted on ${formatDate(report.rewardGrantedAt)}, is withdrawn: the student loses it now.`
    : '';
  return `The report is marked rejected and the student reads your remark.${withdrawn}`;
}

interface Props {
  report: ScoreReportDetail;
  member: StaffMember;
  staff: ScoreReportQueue['staff'];
}

/**
 * Verify (the remark is optional: a plain one is sent when empty), reject (a remark is required),
 * each confirmed first with what it does to the reward course; or answer in the remarks thread;
 * and who works on the report.
 */
export function ScoreReportActions({ report, member, staff }: Props) {
  const action = useScoreReportAction(report.id);
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const remarkRef = useRef<HTMLTextAreaElement>(null);
  /** The verify or reject the dialog asks about (kept while the dialog closes). */
  const [review, setReview] = useState<Review | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = (r: Review) => {
    setReview(r);
    setAsking(true);
  };
  const pending = action.isPending ? action.variables?.kind : undefined;

  const run = (a: ScoreReportAction, done: string) =>
    action.mutate(a, {
      onSuccess: (res) => {
        notifications.show({ color: 'green', message: res.message || done });
        if (a.kind !== 'assign') setRemark('');
      },
      onSettled: () => setAsking(false),
    });
  /** A remark the student must get (reject, a reply): refused here when empty. */
  const withRemark = (kind: 'reject' | 'remarks') => {
    const parsed = ScoreReportRejectRequestSchema.safeParse({ remark });
    if (!parsed.success) {
      setRemarkError(parsed.error.issues[0]?.message ?? M.remarkRequired);
      remarkRef.current?.focus();
      return;
    }
    setRemarkError(null);
    if (kind === 'reject') ask({ kind, body: parsed.data });
    else run({ kind, body: parsed.data }, M.replied);
  };
  const verify = () => {
    const parsed = ScoreReportVerifyRequestSchema.safeParse({ remark });
    if (!parsed.success) {
      setRemarkError(parsed.error.issues[0]?.message ?? M.remarkTooLong);
      return;
    }
    ask({ kind: 'verify', body: parsed.data });
  };
  const confirm = () => {
    if (!review || action.isPending) return;
    run(review, review.kind === 'verify' ? M.verified : M.rejected);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!action.isPending) withRemark('remarks');
  };
  const busy = (kind: ScoreReportAction['kind']) => ({
    loading: pending === kind,
    disabled: action.isPending && pending !== kind,
  });

  return (
    <Stack gap="lg">
      {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <NoteField
            ref={remarkRef}
            label="Remark to the student"
            hint="Needed to reject or reply; optional when verifying."
            max={REMARK_MAX_LENGTH}
            value={remark}
            error={remarkError}
            onChange={(value) => {
              setRemark(value);
              setRemarkError(null);
            }}
          />
          <Group gap="sm">
            {report.status !== 'verified' && (
              <Button type="button" {...busy('verify')} onClick={verify}>
                Verify
              </Button>
            )}
            {report.status !== 'rejected' && (
              <Button
                type="button"
                color="red"
                variant="light"
                {...busy('reject')}
                onClick={() => withRemark('reject')}
              >
                Reject
              </Button>
            )}
            <Button type="submit" variant="default" {...busy('remarks')}>
              Send remark
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={asking}
        title={review?.kind === 'reject' ? 'Reject this score report?' : 'Verify this score report?'}
        confirmLabel={review?.kind === 'reject' ? 'Reject' : 'Verify'}
        danger={review?.kind === 'reject'}
        pending={action.isPending}
        onConfirm={confirm}
        onClose={() => {
          if (!action.isPending) setAsking(false);
        }}
      >
        {review?.kind === 'reject' ? rejectOutcome(report) : verifyOutcome(report)}
      </ConfirmDialog>
      <AssignSection
        assignee={report.assignee}
        staff={staff}
        member={member}
        busy={pending === 'assign'}
        noun="report"
        onAssign={(staffId) =>
          run(
            { kind: 'assign', body: { staffId } },
            staffId === member.id ? 'You took this report.' : 'The report is given to them.',
          )
        }
      />
    </Stack>
  );
}
