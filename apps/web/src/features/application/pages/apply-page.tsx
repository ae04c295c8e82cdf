import { Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Application, ApplicationForm } from '@portico/contract/application';
import type { Profile } from '@portico/contract/profile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { AutosaveStatus } from '../../../components/autosave-status';
import { LeaveGuardDialog } from '../../../components/leave-guard-dialog';
import { StatusAlert } from '../../../components/status-alert';
import { useProfile } from '../../../lib/api/get-profile';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useAutosave } from '../../../lib/use-autosave';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import {
  applicationConflictOf,
  useApplication,
  useSaveApplication,
  useSubmitApplication,
} from '../api/application';
import { ApplicationConflict } from '../components/application-conflict';
import { ApplicationFields } from '../components/application-fields';

/**
 * /apply (spec 1 §2; decision 047): where a walk-in lands after verifying, and the header's 'Apply'.
 * The student says which course they want and when they can study; the form saves itself as they
 * type (each version kept, a save from an older page refused and shown), and Send hands it to
 * the school's counsellors, who follow it up in the console.
 */
export function ApplyPage() {
  const application = useApplication();
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Your application
          </Title>
          <Text c="dimmed" mt={4}>
            Tell us which course you want and when you can study. What you write is saved as you type; send it
            when you are ready and a counsellor will contact you about a batch.
          </Text>
        </div>
        {application.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label="Loading your application">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={120} />
          </Stack>
        ) : application.isError ? (
          <StatusAlert tone="error" title="Your application could not be loaded">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(application.error)}</Text>
              <Button size="xs" variant="light" onClick={() => application.refetch()}>
                Try again
              </Button>
            </Stack>
          </StatusAlert>
        ) : (
          <ApplicationEditor loaded={application.data} />
        )}
      </Stack>
    </Container>
  );
}

/**
 * The application as the student edits it: saved as they type (decision 028's autosave), sent
 * with Send once saved, and a refused save settled by taking the latest or keeping theirs.
 */
function useApplicationEditor(loaded: Application) {
  const [form, setForm] = useState<ApplicationForm>(loaded.form);
  const [sent, setSent] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const saver = useSaveApplication();
  const submitter = useSubmitApplication();
  const autosave = useAutosave<ApplicationForm, Application>({
    value: form,
    version: loaded.version,
    conflictOf: applicationConflictOf,
    save: async (value, baseVersion) => (await saver.mutateAsync({ form: value, baseVersion })).version,
  });

  const send = async () => {
    setSendError(null);
    setSent(null);
    // Never saved yet (an untouched new form): the first save makes the application to send.
    const version = await autosave.flush({ force: loaded.version === 0 && autosave.savedAt === null });
    if (version === null) return;
    try {
      setSent((await submitter.mutateAsync(version)).message);
    } catch (error) {
      const found = applicationConflictOf(error);
      if (found) autosave.refused(found);
      else if (!isSessionExpired(error)) setSendError(errorMessage(error));
    }
  };

  const useLatest = (server: Application) => {
    setForm(server.form);
    autosave.reset(server.form, server.version);
  };
  const keepMine = async (server: Application) => {
    autosave.reset(server.form, server.version);
    await autosave.flush({ force: true });
  };
  return {
    form,
    setForm,
    autosave,
    sent,
    sendError,
    send,
    sending: submitter.isPending,
    useLatest,
    keepMine,
    status: submitter.data?.application.status ?? loaded.status,
    submittedAt: submitter.data?.application.submittedAt ?? loaded.submittedAt,
  };
}

function ApplicationEditor({ loaded }: { loaded: Application }) {
  const profile = useProfile();
  const editor = useApplicationEditor(loaded);
  const { autosave, status, submittedAt } = editor;
  const guard = useLeaveGuard(autosave.dirty);
  const latest = autosave.conflict;
  const me = profile.data;
  return (
    <Stack gap="lg">
      {status !== 'draft' && submittedAt && (
        <SentNotice sent={editor.sent} submittedAt={submittedAt} me={me} />
      )}
      {latest && (
        <ApplicationConflict latest={latest} onUseLatest={editor.useLatest} onKeepMine={editor.keepMine} />
      )}
      {me && <ContactCard me={me} />}
      <Paper withBorder radius="md" p="md">
        <ApplicationFields
          form={editor.form}
          courses={loaded.courses}
          onChange={editor.setForm}
          today={dayjs().format('YYYY-MM-DD')}
        />
      </Paper>
      {editor.sendError && <StatusAlert tone="error">{editor.sendError}</StatusAlert>}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <AutosaveStatus autosave={autosave} />
        <Group gap="sm">
          {status === 'draft' ? (
            <>
              <Button component={Link} to="/select-course" variant="subtle">
                Not now
              </Button>
              <Button onClick={editor.send} loading={editor.sending} disabled={latest !== null}>
                Send application
              </Button>
            </>
          ) : (
            <Button component={Link} to="/select-course" variant="light">
              Go to My Courses
            </Button>
          )}
        </Group>
      </Group>
      <LeaveGuardDialog guard={guard} title="Leave your application?" />
    </Stack>
  );
}

/** Sent: when, and that later changes reach the team too, who will contact the student. */
function SentNotice({ sent, submittedAt, me }: { sent: string | null; submittedAt: string; me?: Profile }) {
  return (
    <StatusAlert tone="success" title={sent ? 'Application sent' : 'Sent to the team'}>
      <Text size="sm">
        {sent ?? `You sent it on ${formatDate(submittedAt)}.`} Changes you make here reach the team too
        {me
          ? `; they will contact you at ${me.emailId}${me.mobileNumber ? ` or ${me.mobileNumber}` : ''}.`
          : '.'}
      </Text>
    </StatusAlert>
  );
}

/** Who the application is from: the student's name, e-mail address and mobile number. */
function ContactCard({ me }: { me: Profile }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600}>{me.studentName}</Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {me.emailId}
        {me.mobileNumber ? ` · ${me.mobileNumber}` : ''}
      </Text>
    </Paper>
  );
}
