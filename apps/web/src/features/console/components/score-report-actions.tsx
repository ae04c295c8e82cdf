import { Button, Stack } from '@mantine/core';
import type { StaffMember } from '@portico/contract/console';
import {
  ScoreReportReviewMessages as M,
  type ScoreReportDetail,
  type ScoreReportQueue,
  ScoreReportRejectRequestSchema,
  ScoreReportVerifyRequestSchema,
} from '@portico/contract/console-reviews';
import { REMARK_MAX_LENGTH } from '@portico/contract/score-report';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { type ScoreReportAction, useScoreReportAction } from '../api/score-report-queue';
import { AssignSection, type Busy, NoteForm, useActionBusy } from './queue-actions';
import { type Note, useNote } from './queue-parts';

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

interface RemarkProps {
  note: Note;
  status: ScoreReportDetail['status'];
  onSubmit: (event: FormEvent) => void;
  onVerify: () => void;
  onReject: () => void;
  busy: Busy;
}

/** The remark to the student, with Verify and Reject (as the report's state allows) and Send remark. */
function RemarkForm({ note, status, onSubmit, onVerify, onReject, busy }: RemarkProps) {
  return (
    <NoteForm
      note={note}
      label="Remark to the student"
      hint="Needed to reject or reply; optional when verifying."
      max={REMARK_MAX_LENGTH}
      onSubmit={onSubmit}
      buttons={
        <>
          {status !== 'verified' && (
            <Button type="button" {...busy('verify')} onClick={onVerify}>
              Verify
            </Button>
          )}
          {status !== 'rejected' && (
            <Button type="button" color="red" variant="light" {...busy('reject')} onClick={onReject}>
              Reject
            </Button>
          )}
          <Button type="submit" variant="default" {...busy('remarks')}>
            Send remark
          </Button>
        </>
      }
    />
  );
}

interface ConfirmProps {
  report: ScoreReportDetail;
  review: Review | null;
  opened: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Verify this score report?' or 'Reject …?', with what it does to the reward course. */
function ReviewConfirm({ report, review, onClose, ...props }: ConfirmProps) {
  const reject = review?.kind === 'reject';
  return (
    <ConfirmDialog
      {...props}
      // A verify or reject under way finishes before the dialog can close.
      onClose={() => {
        if (!props.pending) onClose();
      }}
      title={reject ? 'Reject this score report?' : 'Verify this score report?'}
      confirmLabel={reject ? 'Reject' : 'Verify'}
      danger={reject}
    >
      {reject ? rejectOutcome(report) : verifyOutcome(report)}
    </ConfirmDialog>
  );
}

const tookMessage = (staffId: string | null, member: StaffMember) =>
  staffId === member.id ? 'You took this report.' : 'The report is given to them.';

/** The verify or reject the dialog asks about (kept while the dialog closes), and whether it asks. */
function useReviewAsk() {
  const [review, setReview] = useState<Review | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = (r: Review) => {
    setReview(r);
    setAsking(true);
  };
  return { review, asking, ask, setAsking };
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
  const remark = useNote();
  const { review, asking, ask, setAsking } = useReviewAsk();
  const { pending, busy } = useActionBusy(action, (a) => a.kind);

  const run = (a: ScoreReportAction, done: string) =>
    action.mutate(a, {
      onSuccess: (res) => {
        notify.show({ color: 'green', message: res.message || done });
        if (a.kind !== 'assign') remark.setValue('');
      },
      onSettled: () => setAsking(false),
    });
  /** A remark the student must get (reject, a reply): refused here when empty. */
  const withRemark = (kind: 'reject' | 'remarks') => {
    const body = remark.accept(
      ScoreReportRejectRequestSchema.safeParse({ remark: remark.value }),
      M.remarkRequired,
    );
    if (!body) return;
    if (kind === 'reject') ask({ kind, body });
    else run({ kind, body }, M.replied);
  };
  const verify = () => {
    const body = remark.accept(
      ScoreReportVerifyRequestSchema.safeParse({ remark: remark.value }),
      M.remarkTooLong,
      false,
    );
    if (body) ask({ kind: 'verify', body });
  };
  const confirm = () => {
    if (!review || action.isPending) return;
    run(review, review.kind === 'verify' ? M.verified : M.rejected);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!action.isPending) withRemark('remarks');
  };

  return (
    <Stack gap="lg">
      {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
      <RemarkForm
        note={remark}
        status={report.status}
        onSubmit={onSubmit}
        onVerify={verify}
        onReject={() => withRemark('reject')}
        busy={busy}
      />
      <ReviewConfirm
        report={report}
        review={review}
        opened={asking}
        pending={action.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
      <AssignSection
        assignee={report.assignee}
        staff={staff}
        member={member}
        busy={pending === 'assign'}
        noun="report"
        onAssign={(staffId) => run({ kind: 'assign', body: { staffId } }, tookMessage(staffId, member))}
      />
    </Stack>
  );
}
