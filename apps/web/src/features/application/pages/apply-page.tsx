import { Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Application, ApplicationForm } from '@portico/contract/application';
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

function ApplicationEditor({ loaded }: { loaded: Application }) {
  const profile = useProfile();
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
  const guard = useLeaveGuard(autosave.dirty);
  const latest = autosave.conflict;
  const status = submitter.data?.application.status ?? loaded.status;
  const submittedAt = submitter.data?.application.submittedAt ?? loaded.submittedAt;

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

  const me = profile.data;
  return (
    <Stack gap="lg">
      {status !== 'draft' && submittedAt && (
        <StatusAlert tone="success" title={sent ? 'Application sent' : 'Sent to the team'}>
          <Text size="sm">
            {sent ?? `You sent it on ${formatDate(submittedAt)}.`} Changes you make here reach the team too
            {me
              ? `; they will contact you at ${me.emailId}${me.mobileNumber ? ` or ${me.mobileNumber}` : ''}.`
              : '.'}
          </Text>
        </StatusAlert>
      )}
      {latest && <ApplicationConflict latest={latest} onUseLatest={useLatest} onKeepMine={keepMine} />}
      {me && (
        <Paper withBorder radius="md" p="md">
          <Text fw={600}>{me.studentName}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {me.emailId}
            {me.mobileNumber ? ` · ${me.mobileNumber}` : ''}
          </Text>
        </Paper>
      )}
      <Paper withBorder radius="md" p="md">
        <ApplicationFields
          form={form}
          courses={loaded.courses}
          onChange={setForm}
          today={dayjs().format('YYYY-MM-DD')}
        />
      </Paper>
      {sendError && <StatusAlert tone="error">{sendError}</StatusAlert>}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <AutosaveStatus autosave={autosave} />
        <Group gap="sm">
          {status === 'draft' ? (
            <>
              <Button component={Link} to="/select-course" variant="subtle">
                Not now
              </Button>
              <Button onClick={send} loading={submitter.isPending} disabled={latest !== null}>
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
