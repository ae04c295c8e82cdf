import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { itemAnalysisListQuery } from '../api/item-analysis';
import { useConsoleMember } from '../components/console-shell';
import { PageTitle } from '../resource/page-title';

const students = (n: number) => `${n} student${n === 1 ? '' : 's'}`;

/**
 * /console/item-analysis (issue 45): the tests students have ended attempts of — a teacher's courses,
 * an admin's whole company — each opening on how its questions behaved.
 */
export function ItemAnalysisPage() {
  const member = useConsoleMember();
  const tests = useQuery(itemAnalysisListQuery);
  return (
    <Stack gap="lg">
      <PageTitle title="Item analysis">
        How each test and each of its questions worked for your students: which questions were easy or hard,
        which separate strong students from weak ones, and which look broken.
        {member.role === 'admin' ? '' : ' You see the attempts of the courses you work on.'}
      </PageTitle>
      {tests.isPending && <PageLoader label="Loading the tests…" />}
      {tests.isError && (
        <StatusAlert tone="error">{errorMessage(tests.error, 'The tests could not be loaded')}</StatusAlert>
      )}
      {tests.data && tests.data.tests.length === 0 && (
        <Text c="dimmed">No student has finished a test yet. A test appears here once one has.</Text>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {tests.data?.tests.map((test) => (
          <Paper component="li" key={test.id} withBorder radius="md" p="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Anchor component={Link} to={`/console/item-analysis/${test.id}`} fw={700}>
                {test.title}
              </Anchor>
              <Group gap="xs">
                {test.examFamily && <Badge variant="light">{test.examFamily.toUpperCase()}</Badge>}
                <Badge variant="outline">{students(test.attempts)}</Badge>
              </Group>
            </Group>
            <Text size="sm" c="gray.7">
              {test.key}
              {test.lastAttemptAt && ` · last finished ${formatDateTime(test.lastAttemptAt)}`}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
