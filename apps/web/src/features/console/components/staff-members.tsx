import { Text } from '@mantine/core';
import type { StaffListItem } from '@portico/contract/console-staff';
import { CardHead } from '../resource/card-head';
import { ResourceList, WRAP } from '../resource/resource-list';
import { OpenButton } from '../resource/row-actions';
import { StateBadge } from '../resource/state-badge';

const ROLE = { admin: 'Administrator', faculty: 'Faculty' } as const;
const STATE = {
  active: { label: 'Active', color: 'green' },
  invited: { label: 'Invited', color: 'yellow' },
  disabled: { label: 'Disabled', color: 'gray' },
} as const;

export const roleLabel = (role: StaffListItem['role']) => ROLE[role];

function MemberState({ member }: { member: StaffListItem }) {
  const s = STATE[member.state];
  return <StateBadge color={s.color}>{s.label}</StateBadge>;
}

/** An admin works on every course; faculty on the ones assigned. */
const coursesText = (m: StaffListItem) =>
  m.role === 'admin' ? 'Every course' : m.courses.map((c) => c.courseName).join(', ') || 'No course yet';

interface Props {
  staff: StaffListItem[];
  onOpen: (member: StaffListItem) => void;
}

/** The company's staff: name (opens the member), email, role, courses, state and two-step sign-in. */
export function StaffMembers({ staff, onOpen }: Props) {
  const name = (m: StaffListItem) => <OpenButton onOpen={() => onOpen(m)}>{m.name}</OpenButton>;
  return (
    <ResourceList
      label="Staff"
      items={staff}
      empty="No staff yet."
      table={{ striped: true, fz: 'sm' }}
      columns={[
        { header: 'Name', cell: name },
        { header: 'Email', cell: (m) => m.email, style: WRAP },
        { header: 'Role', cell: (m) => ROLE[m.role] },
        { header: 'Courses', cell: coursesText },
        { header: 'State', cell: (m) => <MemberState member={m} /> },
        { header: 'Two-step sign-in', cell: (m) => (m.totpEnabled ? 'On' : 'Off') },
      ]}
      card={(m) => (
        <>
          <CardHead badge={<MemberState member={m} />}>{name(m)}</CardHead>
          <Text size="sm" style={WRAP}>
            {m.email}
          </Text>
          <Text size="sm">
            {ROLE[m.role]} · {coursesText(m)}
          </Text>
          <Text size="sm" c="dimmed">
            Two-step sign-in: {m.totpEnabled ? 'on' : 'off'}
          </Text>
        </>
      )}
    />
  );
}
