import { Paper, Stack, Title } from '@mantine/core';
import { SupportForm, TicketList } from '../../support/public';

/** spec 2 §2 Queries: the student's questions on this test and a form to ask one (type 'query'). */
export function QueriesTab({ testId }: { testId: string }) {
  return (
    <Stack gap="lg">
      <Title order={2} fz="lg">
        Queries
      </Title>
      <TicketList testId={testId} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Title order={3} fz="md" mb="sm">
          Ask a question about this test
        </Title>
        <SupportForm mode="query" testId={testId} />
      </Paper>
    </Stack>
  );
}
