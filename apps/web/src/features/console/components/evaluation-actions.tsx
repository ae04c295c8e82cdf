import { Button, Group, Select, Text } from '@mantine/core';
import type { StaffMember, StaffRole } from '@portico/contract/console';
import type { EvaluationDetail } from '@portico/contract/console-evaluations';

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
