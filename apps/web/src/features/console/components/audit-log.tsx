import { Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { auditQuery } from '../api/console';

/** What each action reads as. */
const ACTIONS: Record<string, string> = {
  'staff.login': 'Signed in',
  'staff.logout': 'Signed out',
  'support.reply': 'Replied to a support ticket',
  'support.assign': 'Assigned a support ticket',
  'support.status': 'Changed the status of a support ticket',
};

/** The company's audit log (admins): who did what, and when, newest first (CONSOLE.md). */
export function AuditLog() {
  const log = useQuery(auditQuery);
  return (
    <section aria-labelledby="audit-heading">
      <Title order={2} fz="h3" id="audit-heading" mb="sm">
        Audit log
      </Title>
      {log.isError && <StatusAlert tone="error">{errorMessage(log.error)}</StatusAlert>}
      {log.data && log.data.length === 0 && <Text c="dimmed">Nothing has been done in the console yet.</Text>}
      {log.data && log.data.length > 0 && (
        <Table striped aria-labelledby="audit-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">When</Table.Th>
              <Table.Th scope="col">Who</Table.Th>
              <Table.Th scope="col">What</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{formatDateTime(e.at)}</Table.Td>
                <Table.Td>{e.staffName ?? '-'}</Table.Td>
                <Table.Td>{ACTIONS[e.action] ?? e.action}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
