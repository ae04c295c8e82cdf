import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { ConsoleEnrolment, StudentProfile } from '@portico/contract/console-students';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/dates';
import type { StudentAction } from '../api/students';
import { CardTitle } from '../resource/card-head';
import { StateBadge } from '../resource/state-badge';
import { EnrolmentForm } from './enrolment-form';

const STATE = {
  active: { label: 'Active', colour: 'green' },
  upcoming: { label: 'Starts later', colour: 'blue' },
  expired: { label: 'Expired', colour: 'gray' },
  revoked: { label: 'Revoked', colour: 'red' },
} as const;
const SOURCE: Record<string, string> = {
  free: 'Free at registration',
  purchase: 'Bought',
  coupon: 'Coupon',
  staff: 'Given by your staff',
};

interface Props {
  profile: StudentProfile;
  pending: boolean;
  act: (action: StudentAction, done?: () => void) => void;
}

/** One enrolment: its product and courses, state, dates, source and extra time; Change and Revoke. */
function EnrolmentCard({
  e,
  onChange,
  onRevoke,
}: {
  e: ConsoleEnrolment;
  onChange: () => void;
  onRevoke: () => void;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <CardTitle
        badge={<StateBadge color={STATE[e.state].colour}>{STATE[e.state].label}</StateBadge>}
        detail={
          <Text size="sm" c="dimmed">
            {e.courses.join(', ') || 'No course'}
          </Text>
        }
      >
        {e.productTitle}
      </CardTitle>
      <Text size="sm" mt={6}>
        {formatDate(e.startsAt)} to {formatDate(e.expiresAt)} · {SOURCE[e.source] ?? e.source}
        {e.extraTimePercent ? ` · ${e.extraTimePercent}% extra time` : ''}
        {e.revokedAt ? ` · revoked on ${formatDate(e.revokedAt)}` : ''}
      </Text>
      {e.state !== 'revoked' && (
        <Group gap="xs" mt="sm">
          <Button size="xs" variant="default" onClick={onChange}>
            Change
          </Button>
          {e.state !== 'expired' && (
            <Button size="xs" variant="outline" color="red.8" onClick={onRevoke}>
              Revoke
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}

/** Each enrolment with its dates, state and extra time; change or revoke one that has not ended. */
export function StudentEnrolments({ profile, pending, act }: Props) {
  const [changing, setChanging] = useState<ConsoleEnrolment>();
  const [revoking, setRevoking] = useState<ConsoleEnrolment>();
  if (!profile.enrolments.length) return <Text c="dimmed">No enrolments yet.</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Enrolments">
      {profile.enrolments.map((e) => (
        <EnrolmentCard key={e.id} e={e} onChange={() => setChanging(e)} onRevoke={() => setRevoking(e)} />
      ))}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={!!changing}
        onClose={() => setChanging(undefined)}
        title={`Change ${changing?.productTitle ?? ''}`}
      >
        {changing && (
          <EnrolmentForm
            products={profile.products}
            fixed={{ startsOn: dayjs(changing.startsAt).format('YYYY-MM-DD') }}
            initial={{
              endsOn: dayjs(changing.expiresAt).format('YYYY-MM-DD'),
              extraTimePercent: changing.extraTimePercent,
            }}
            submitLabel="Save"
            pending={pending}
            onCancel={() => setChanging(undefined)}
            onSubmit={(v) =>
              act(
                {
                  kind: 'change',
                  enrolmentId: changing.id,
                  body: { expiresAt: v.expiresAt, extraTimePercent: v.extraTimePercent },
                },
                () => setChanging(undefined),
              )
            }
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={!!revoking}
        onClose={() => setRevoking(undefined)}
        title="Revoke this enrolment?"
        confirmLabel="Revoke"
        danger
        pending={pending}
        onConfirm={() =>
          revoking && act({ kind: 'revoke', enrolmentId: revoking.id }, () => setRevoking(undefined))
        }
      >
        {profile.name} loses {revoking?.productTitle} now: its courses no longer open. Their attempts and
        reports stay.
      </ConfirmDialog>
    </Stack>
  );
}
