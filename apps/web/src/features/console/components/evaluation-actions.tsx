import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { StaffMember, StaffRole } from '@portico/contract/console';
import type { EvaluationDetail } from '@portico/contract/console-evaluations';
import { type ReactNode, useState } from 'react';

const NOBODY = 'nobody';
const ROLE: Record<StaffRole, string> = { admin: 'Administrator', faculty: 'Faculty' };

/** Who works on the attempt: an admin gives it to anyone; faculty take it themselves. */
export function EvaluationAssign({
  detail,
  member,
  busy,
  onAssign,
}: {
  detail: EvaluationDetail;
  member: StaffMember;
  busy: boolean;
  onAssign: (staffId: string | null) => void;
}) {
  const assignee = detail.item.assignee;
  if (member.role !== 'admin') {
    return (
      <Group gap="sm">
        <Text size="sm">Assigned to: {assignee?.name ?? 'Nobody'}</Text>
        {assignee?.id !== member.id && detail.item.state !== 'released' && (
          <Button size="xs" variant="default" loading={busy} onClick={() => onAssign(member.id)}>
            Take this evaluation
          </Button>
        )}
      </Group>
    );
  }
  return (
    <Select
      label="Assigned to"
      w={{ base: '100%', xs: 320 }}
      data={[
        { value: NOBODY, label: 'Nobody' },
        ...detail.staff.map((s) => ({ value: s.id, label: `${s.name} (${ROLE[s.role]})` })),
      ]}
      value={assignee?.id ?? NOBODY}
      allowDeselect={false}
      disabled={busy || detail.item.state === 'released'}
      onChange={(v) => v && onAssign(v === NOBODY ? null : v)}
    />
  );
}

/**
 * Save the draft (it also saves itself as the teacher types; `status` says where it stands);
 * Release behind a confirmation (it cannot be undone).
 */
export function EvaluationButtons({
  missing,
  saving,
  releasing,
  stopped,
  status,
  onSave,
  onRelease,
}: {
  missing: string[];
  saving: boolean;
  releasing: boolean;
  /** A newer draft is on the server: nothing is saved or released from this page until it is loaded. */
  stopped: boolean;
  status: ReactNode;
  onSave: () => void;
  onRelease: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Group>
        <Button variant="default" onClick={onSave} loading={saving} disabled={releasing || stopped}>
          Save draft
        </Button>
        <Button onClick={() => setConfirming(true)} disabled={saving || releasing || stopped}>
          Release to the student
        </Button>
        {status}
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Release this evaluation?"
        centered
      >
        <Stack gap="sm">
          {missing.length > 0 ? (
            <Text size="sm">Some criteria are not given yet: {missing.join('; ')}.</Text>
          ) : (
            <Text size="sm">
              The student will see the bands, comments and audio feedback in the report and get a mail. A
              released evaluation cannot be changed.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              loading={releasing}
              disabled={missing.length > 0 || saving}
              onClick={() => {
                onRelease();
                setConfirming(false);
              }}
            >
              Release
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
