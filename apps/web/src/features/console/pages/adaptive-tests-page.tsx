import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { adaptiveTestsQuery } from '../api/adaptive-tests';
import { PageTitle } from '../resource/page-title';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * /console/adaptive-tests (issue 43, admin): the company's tests that adapt — multistage ones (the
 * digital SAT, the GRE) with a routed second module, and item-by-item ones (the Duolingo English
 * Test's adaptive section) — each opening on its settings.
 */
export function AdaptiveTestsPage() {
  const tests = useQuery(adaptiveTestsQuery);
  return (
    <Stack gap="lg">
      <PageTitle title="Adaptive tests">
        Tests whose second module depends on the first (the digital SAT, the GRE), and sections that choose
        each question by the answers so far (the Duolingo English Test). See how students were routed and
        change the rules and score tables.
      </PageTitle>
      {tests.isPending && <PageLoader label="Loading the adaptive tests…" />}
      {tests.isError && (
        <StatusAlert tone="error">{errorMessage(tests.error, 'The tests could not be loaded')}</StatusAlert>
      )}
      {tests.data && tests.data.tests.length === 0 && (
        <Text c="dimmed">
          No test adapts yet. A section with routing or an adaptive pool in an imported test appears here.
        </Text>
      )}
      <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
        {tests.data?.tests.map((test) => (
          <Paper component="li" key={test.id} withBorder radius="md" p="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Anchor component={Link} to={`/console/adaptive-tests/${test.id}`} fw={700}>
                {test.title}
              </Anchor>
              <Group gap="xs">
                {test.examFamily && <Badge variant="light">{test.examFamily.toUpperCase()}</Badge>}
                {test.routed > 0 && <Badge variant="outline">{plural(test.routed, 'routed module')}</Badge>}
                {test.adaptive > 0 && (
                  <Badge variant="outline">{plural(test.adaptive, 'adaptive pool')}</Badge>
                )}
              </Group>
            </Group>
            <Text size="sm" c="dimmed">
              {test.key}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
