import { Button, FileInput, Stack } from '@mantine/core';
import { CAREER_COMMENT_MAX_LENGTH } from '@portico/contract/career';
import type { StaffMember } from '@portico/contract/console';
import {
  CareerCommentRequestSchema,
  type CareerDetail,
  type CareerQueue,
  EXPERT_CV_EXTENSIONS,
  EXPERT_CV_MAX_BYTES,
  CareerReviewMessages as M,
} from '@portico/contract/console-reviews';
import { type FormEvent, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { type CareerAction, useCareerAction } from '../api/career-queue';
import {
  ActionForm,
  AssignSection,
  type Busy,
  NoteForm,
  StatusSection,
  useActionBusy,
} from './queue-actions';
import { type Note, useNote } from './queue-parts';

interface Props {
  item: CareerDetail;
  member: StaffMember;
  staff: CareerQueue['staff'];
}

/** Where staff move a review; the student's tracker follows. */
const STATUS_BUTTONS = [
  { status: 'in-progress', label: 'Mark in progress', done: 'The review is in progress.' },
  { status: 'approved', label: 'Approve', done: 'Approved: the student sees Completed.', filled: true },
  { status: 'rejected', label: 'Send back', done: 'Sent back: the student sees the changes requested.' },
] as const;
const ACCEPT = EXPERT_CV_EXTENSIONS.map((e) => `.${e}`).join(',');

const keyOf = (a: CareerAction) => (a.kind === 'status' ? `status:${a.body.status}` : a.kind);

/** Why a chosen expert CV cannot be sent, or null when it can. */
function expertCvError(file: File | null): string | null {
  const ext = file?.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file || !(EXPERT_CV_EXTENSIONS as readonly string[]).includes(ext)) return M.expertCvType;
  if (file.size > EXPERT_CV_MAX_BYTES) return M.expertCvSize;
  return null;
}

/** The comment to the student, who reads it as Admin's. */
function CommentForm({
  note,
  onSubmit,
  busy,
}: {
  note: Note;
  onSubmit: (event: FormEvent) => void;
  busy: Busy;
}) {
  return (
    <NoteForm
      note={note}
      label="Comment to the student"
      required
      hint="The student reads it as Admin."
      max={CAREER_COMMENT_MAX_LENGTH}
      onSubmit={onSubmit}
      buttons={
        <Button type="submit" {...busy('comment')}>
          Send comment
        </Button>
      }
    />
  );
}

interface CvProps {
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
  onSubmit: (event: FormEvent) => void;
  busy: Busy;
}

function ExpertCvForm({ file, error, onChange, onSubmit, busy }: CvProps) {
  return (
    <ActionForm
      onSubmit={onSubmit}
      buttons={
        <Button type="submit" variant="default" {...busy('expert-cv')}>
          Upload expert CV
        </Button>
      }
    >
      <FileInput
        label="Expert CV"
        description="pdf, doc or docx, up to 5 MB"
        placeholder="Choose a file"
        accept={ACCEPT}
        value={file}
        error={error}
        clearable
        onChange={onChange}
      />
    </ActionForm>
  );
}

/** Comment (the student reads it as Admin), the expert CV, the review's status, who works on it. */
export function CareerActions({ item, member, staff }: Props) {
  const action = useCareerAction(item.id);
  const comment = useNote();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { pending, busy } = useActionBusy(action, keyOf);

  const run = (a: CareerAction, done: string) =>
    action.mutate(a, {
      onSuccess: (res) => {
        notify.show({ color: 'green', message: res.message || done });
        if (a.kind === 'comment') comment.setValue('');
        if (a.kind === 'expert-cv') setFile(null);
      },
    });
  const onComment = (event: FormEvent) => {
    event.preventDefault();
    if (action.isPending) return;
    const body = comment.accept(
      CareerCommentRequestSchema.safeParse({ remark: comment.value }),
      M.commentRequired,
    );
    if (body) run({ kind: 'comment', body }, M.commented);
  };
  const onUpload = (event: FormEvent) => {
    event.preventDefault();
    if (action.isPending) return;
    const invalid = expertCvError(file);
    setFileError(invalid);
    if (!invalid && file) run({ kind: 'expert-cv', file }, M.expertCvUploaded);
  };

  return (
    <Stack gap="lg">
      {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
      <CommentForm note={comment} onSubmit={onComment} busy={busy} />
      {item.kind === 'Upload' && (
        <ExpertCvForm
          file={file}
          error={fileError}
          onChange={(f) => {
            setFile(f);
            setFileError(null);
          }}
          onSubmit={onUpload}
          busy={busy}
        />
      )}
      <StatusSection
        id="career-status-heading"
        title="Review status"
        buttons={STATUS_BUTTONS}
        current={item.status}
        busy={busy}
        onPick={(b) => run({ kind: 'status', body: { status: b.status } }, b.done)}
      />
      <AssignSection
        assignee={item.assignee}
        staff={staff}
        member={member}
        busy={pending === 'assign'}
        noun="project"
        onAssign={(staffId) =>
          run(
            { kind: 'assign', body: { staffId } },
            staffId === member.id ? 'You took this project.' : 'The project is given to them.',
          )
        }
      />
    </Stack>
  );
}
