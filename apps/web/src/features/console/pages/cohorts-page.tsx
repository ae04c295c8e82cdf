import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CohortSummary } from '@portico/contract/console-cohorts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { cohortsListQuery } from '../api/cohorts';
import { useConsoleMember } from '../components/console-shell';
import { PageTitle } from '../resource/page-title';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One course or batch: its name, and how many of its students are active, quiet, not started. */
function CohortCard({ cohort }: { cohort: CohortSummary }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Anchor component={Link} to={`/console/cohorts/${cohort.kind}/${cohort.id}`} fw={700}>
          {cohort.name}
        </Anchor>
        <Group gap="xs">
          <Badge variant="outline">{plural(cohort.students, 'student')}</Badge>
          <Badge variant="light" color="teal">
            {cohort.active} active
          </Badge>
          {cohort.quiet > 0 && (
            <Badge variant="light" color="orange">
              {cohort.quiet} quiet
            </Badge>
          )}
          {cohort.never > 0 && (
            <Badge variant="light" color="gray">
              {cohort.never} not started
            </Badge>
          )}
        </Group>
      </Group>
      {cohort.kind === 'batches' && (
        <Text size="sm" c="gray.7">
          {cohort.courseName}
        </Text>
      )}
    </Paper>
  );
}

function CohortList({ title, cohorts, empty }: { title: string; cohorts: CohortSummary[]; empty: string }) {
  const id = `cohorts-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="h3" id={id} mb="sm">
        {title}
      </Title>
      {cohorts.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {cohorts.map((c) => (
            <CohortCard key={c.id} cohort={c} />
          ))}
        </Stack>
      )}
    </section>
  );
}

/**
 * /console/cohorts (issue 45 part 2): the courses and live-class batches of a teacher's courses (an
 * admin's: the company's), each with how many of its students are working and how many have gone
 * quiet; each opens on its students.
 */
export function CohortsPage() {
  const member = useConsoleMember();
  const list = useQuery(cohortsListQuery);
  return (
    <Stack gap="lg">
      <PageTitle title="Cohorts">
        How each course and batch is doing: who is working, who has gone quiet, predicted scores against
        targets, attendance and the question types the group finds hardest.
        {member.role === 'admin' ? '' : ' You see the courses you work on.'}
      </PageTitle>
      {list.isPending && <PageLoader label="Loading the cohorts…" />}
      {list.isError && (
        <StatusAlert tone="error">{errorMessage(list.error, 'The cohorts could not be loaded')}</StatusAlert>
      )}
      {list.data && (
        <>
          <Text size="sm" c="gray.7">
            Quiet: nothing done in the portal for {list.data.quietDays} days or more.
          </Text>
          <CohortList
            title="Live-class batches"
            cohorts={list.data.batches}
            empty="No live-class batch yet."
          />
          <CohortList title="Courses" cohorts={list.data.courses} empty="No course yet." />
        </>
      )}
    </Stack>
  );
}
