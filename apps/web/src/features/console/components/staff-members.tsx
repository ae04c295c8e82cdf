import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { StaffListItem } from '@portico/contract/console-staff';

const ROLE = { admin: 'Administrator', faculty: 'Faculty' } as const;
const STATE = {
  active: { label: 'Active', color: 'green' },
  invited: { label: 'Invited', color: 'yellow' },
  disabled: { label: 'Disabled', color: 'gray' },
} as const;

export const roleLabel = (role: StaffListItem['role']) => ROLE[role];

function StateBadge({ member }: { member: StaffListItem }) {
  const s = STATE[member.state];
  return (
    <Badge color={s.color} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {s.label}
    </Badge>
  );
}

/** An admin works on every course; faculty on the ones assigned. */
const coursesText = (m: StaffListItem) =>
  m.role === 'admin' ? 'Every course' : m.courses.map((c) => c.courseName).join(', ') || 'No course yet';

interface Props {
  staff: StaffListItem[];
  /** A table on a wide screen; stacked cards on a phone. */
  wide: boolean;
  onOpen: (member: StaffListItem) => void;
}

function Name({ member, onOpen }: { member: StaffListItem; onOpen: Props['onOpen'] }) {
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      ta="left"
      onClick={() => onOpen(member)}
      style={{ overflowWrap: 'anywhere' }}
    >
      {member.name}
    </Anchor>
  );
}

/** The company's staff: name (opens the member), email, role, courses, state and two-step sign-in. */
export function StaffMembers({ staff, wide, onOpen }: Props) {
  if (!wide) {
    return (
      <Stack gap="sm" component="ul" aria-label="Staff" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {staff.map((m) => (
          <Paper component="li" key={m.id} withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Name member={m} onOpen={onOpen} />
                <StateBadge member={m} />
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {m.email}
              </Text>
              <Text size="sm">
                {ROLE[m.role]} · {coursesText(m)}
              </Text>
              <Text size="sm" c="dimmed">
                Two-step sign-in: {m.totpEnabled ? 'on' : 'off'}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped aria-label="Staff" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Name</Table.Th>
          <Table.Th scope="col">Email</Table.Th>
          <Table.Th scope="col">Role</Table.Th>
          <Table.Th scope="col">Courses</Table.Th>
          <Table.Th scope="col">State</Table.Th>
          <Table.Th scope="col">Two-step sign-in</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {staff.map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td>
              <Name member={m} onOpen={onOpen} />
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.email}</Table.Td>
            <Table.Td>{ROLE[m.role]}</Table.Td>
            <Table.Td>{coursesText(m)}</Table.Td>
            <Table.Td>
              <StateBadge member={m} />
            </Table.Td>
            <Table.Td>{m.totpEnabled ? 'On' : 'Off'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
