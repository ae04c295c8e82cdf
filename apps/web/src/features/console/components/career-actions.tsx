import { Button, FileInput, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CAREER_COMMENT_MAX_LENGTH, type CareerStatus } from '@portico/contract/career';
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
import { type CareerAction, useCareerAction } from '../api/career-queue';
import { type Note, NoteField, useNote } from './queue-parts';
import { AssignSection } from './score-report-common';

interface Props {
  item: CareerDetail;
  member: StaffMember;
  staff: CareerQueue['staff'];
}

const STATUS_BUTTONS: { status: Exclude<CareerStatus, '' | 'submitted'>; label: string; done: string }[] = [
  { status: 'in-progress', label: 'Mark in progress', done: 'The review is in progress.' },
  { status: 'approved', label: 'Approve', done: 'Approved: the student sees Completed.' },
  { status: 'rejected', label: 'Send back', done: 'Sent back: the student sees the changes requested.' },
];
const ACCEPT = EXPERT_CV_EXTENSIONS.map((e) => `.${e}`).join(',');

const keyOf = (a: CareerAction) => (a.kind === 'status' ? `status:${a.body.status}` : a.kind);

type Busy = (key: string) => { loading: boolean; disabled: boolean };

/** Why a chosen expert CV cannot be sent, or null when it can. */
function expertCvError(file: File | null): string | null {
  const ext = file?.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file || !(EXPERT_CV_EXTENSIONS as readonly string[]).includes(ext)) return M.expertCvType;
  if (file.size > EXPERT_CV_MAX_BYTES) return M.expertCvSize;
  return null;
}

interface CommentProps {
  note: Note;
  onSubmit: (event: FormEvent) => void;
  busy: Busy;
}

function CommentForm({ note, onSubmit, busy }: CommentProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <NoteField
          ref={note.ref}
          label="Comment to the student"
          required
          hint="The student reads it as Admin."
          max={CAREER_COMMENT_MAX_LENGTH}
          value={note.value}
          error={note.error}
          onChange={note.change}
        />
        <Group>
          <Button type="submit" {...busy('comment')}>
            Send comment
          </Button>
        </Group>
      </Stack>
    </form>
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
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
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
        <Group>
          <Button type="submit" variant="default" {...busy('expert-cv')}>
            Upload expert CV
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ReviewStatus({
  item,
  busy,
  run,
}: {
  item: CareerDetail;
  busy: Busy;
  run: (a: CareerAction, done: string) => void;
}) {
  return (
    <section aria-labelledby="career-status-heading">
      <Title order={3} fz="h5" id="career-status-heading" mb="xs">
        Review status
      </Title>
      <Group gap="sm">
        {STATUS_BUTTONS.filter((b) => b.status !== item.status).map((b) => (
          <Button
            key={b.status}
            variant={b.status === 'approved' ? 'filled' : 'default'}
            {...busy(`status:${b.status}`)}
            onClick={() => run({ kind: 'status', body: { status: b.status } }, b.done)}
          >
            {b.label}
          </Button>
        ))}
      </Group>
    </section>
  );
}

/** Comment (the student reads it as Admin), the expert CV, the review's status, who works on it. */
export function CareerActions({ item, member, staff }: Props) {
  const action = useCareerAction(item.id);
  const comment = useNote();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const pending = action.isPending && action.variables ? keyOf(action.variables) : null;
  const busy = (key: string) => ({ loading: pending === key, disabled: action.isPending && pending !== key });

  const run = (a: CareerAction, done: string) =>
    action.mutate(a, {
      onSuccess: (res) => {
        notifications.show({ color: 'green', message: res.message || done });
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
      <ReviewStatus item={item} busy={busy} run={run} />
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
