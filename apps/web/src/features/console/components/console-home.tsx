import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { StaffMember } from '@portico/contract/console';
import { AuditLog } from './audit-log';

const ROLE_LABELS = { admin: 'Administrator', faculty: 'Faculty' } as const;

/** The signed-in staff member: who they are, the courses they work on, and (admins) the audit log. */
export function ConsoleHome({ member, companyName }: { member: StaffMember; companyName: string }) {
  return (
    <Stack gap="lg">
      <div>
        <Text c="dimmed">{companyName} · Staff console</Text>
        <Title order={1} fz="h2">
          {member.name}
        </Title>
        <Group gap="xs" mt={4}>
          <Badge variant="light">{ROLE_LABELS[member.role]}</Badge>
          <Text size="sm" c="dimmed">
            {member.email}
          </Text>
        </Group>
      </div>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h3" mb="sm">
          {member.role === 'admin' ? 'Courses of the institute' : 'Courses you work on'}
        </Title>
        {member.courses.length === 0 ? (
          <Text c="dimmed">No course is assigned to you yet. An administrator can assign courses.</Text>
        ) : (
          <List>
            {member.courses.map((c) => (
              <List.Item key={c.id}>{c.courseName}</List.Item>
            ))}
          </List>
        )}
      </Paper>
      {member.role === 'admin' && (
        <Paper withBorder radius="md" p="md">
          <AuditLog />
        </Paper>
      )}
    </Stack>
  );
}
