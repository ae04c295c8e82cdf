import { Anchor, Group, NativeSelect, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { type CohortKind, CohortKindSchema, QUIET_DAYS_DEFAULT } from '@portico/contract/console-cohorts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { cohortExportHref, cohortQuery } from '../api/cohorts';
import { CohortFigures, CohortStudents, WeakSpots } from '../components/cohort-parts';
import { FiguresFreshness } from '../components/figures-freshness';
import { TableDownloads } from '../components/table-downloads';
import { PageTitle } from '../resource/page-title';

/** The quiet lines a reader can choose, in days. */
const QUIET_CHOICES = [7, 14, 30, 60, 90];

function useQuietDays(): [number, (days: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('quiet'));
  const days = QUIET_CHOICES.includes(asked) ? asked : QUIET_DAYS_DEFAULT;
  const set = (next: number) =>
    setParams(
      (p) => {
        if (next === QUIET_DAYS_DEFAULT) p.delete('quiet');
        else p.set('quiet', String(next));
        return p;
      },
      { replace: true },
    );
  return [days, set];
}

/**
 * /console/cohorts/:kind/:id (issue 45 part 2): a course's or batch's students — the quiet ones first
 * — with their predictions against targets and their classes, the cohort's figures and its weakest
 * skills and question types; the line between active and quiet is the reader's to choose.
 */
export function CohortPage() {
  const params = useParams();
  const kind: CohortKind = CohortKindSchema.safeParse(params.kind).data ?? 'courses';
  const id = params.id ?? '';
  const [quietDays, setQuietDays] = useQuietDays();
  const [quietOnly, setQuietOnly] = useState(false);
  const view = useQuery({ ...cohortQuery(kind, id, quietDays), placeholderData: keepPreviousData });
  const heading = useId();
  const cohort = view.data;
  const shown = cohort ? cohort.students.filter((s) => !quietOnly || s.status !== 'active') : [];
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/console/cohorts" size="sm">
        All cohorts
      </Anchor>
      <PageTitle title={cohort?.name ?? 'Cohort'}>
        {cohort &&
          `${kind === 'batches' ? `A live-class batch of ${cohort.courseName}. ` : ''}As of ${formatDateTime(cohort.asOf)}${cohort.examLabel ? `; predictions are ${cohort.examLabel} scores from each student’s own tests` : ''}.`}
      </PageTitle>
      {view.isPending && <PageLoader label="Working out the figures…" />}
      {view.isError && (
        <StatusAlert tone="error">{errorMessage(view.error, 'The cohort could not be loaded')}</StatusAlert>
      )}
      {cohort && (
        <>
          <FiguresFreshness report={cohort} />
          <Paper withBorder radius="md" p="md">
            <CohortFigures view={cohort} />
          </Paper>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <WeakSpots title="Weakest skills" spots={cohort.weakestSkills} />
            <WeakSpots title="Weakest question types" spots={cohort.weakestQuestionTypes} />
          </SimpleGrid>
          {/* The table's scroll region is the part named by the heading (one region, not two). */}
          <div>
            <Title order={2} fz="h3" id={heading} mb="sm">
              Students
            </Title>
            <Group gap="md" mb="sm" align="flex-end" wrap="wrap">
              <NativeSelect
                label="Quiet after"
                value={String(quietDays)}
                onChange={(e) => setQuietDays(Number(e.currentTarget.value))}
                data={QUIET_CHOICES.map((d) => ({ value: String(d), label: `${d} days` }))}
                w={140}
              />
              <Switch
                label={`Quiet and not started only (${cohort.counts.quiet + cohort.counts.never})`}
                checked={quietOnly}
                onChange={(e) => setQuietOnly(e.currentTarget.checked)}
              />
            </Group>
            {cohort.students.length === 0 ? (
              <Text c="dimmed">No student is in this {kind === 'batches' ? 'batch' : 'course'} yet.</Text>
            ) : shown.length === 0 ? (
              <Text c="dimmed">Every student has been active in the last {quietDays} days.</Text>
            ) : (
              <CohortStudents students={shown} heading={heading} />
            )}
          </div>
          <TableDownloads
            label="Take the students’ table away:"
            href={(format) => cohortExportHref(kind, id, quietDays, format)}
          />
        </>
      )}
    </Stack>
  );
}
