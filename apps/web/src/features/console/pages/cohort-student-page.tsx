import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { StudentRecord } from '@portico/contract/console-cohorts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import stacked from '../../../components/stacked-table.module.css';
import { TableRegion } from '../../../components/table-region';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { cohortStudentQuery } from '../api/cohorts';
import { ActivityBadge } from '../components/cohort-parts';
import { useConsoleMember } from '../components/console-shell';
import { FigureList } from '../components/figure-list';
import { DetailPage } from '../resource/detail-page';

type RecordCourse = StudentRecord['courses'][number];

/** One course: the predicted scores against the student's targets, then the tests ended. */
function CourseRecord({ course }: { course: RecordCourse }) {
  const heading = useId();
  const tests = useId();
  return (
    <Paper component="section" aria-labelledby={heading} withBorder radius="md" p="md">
      <Title order={2} fz="h3" id={heading}>
        {course.courseName}
      </Title>
      {course.enrolledUntil && (
        <Text size="sm" c="gray.7" mb="sm">
          Enrolled until {formatDate(course.enrolledUntil)}
        </Text>
      )}
      {course.measures.length > 0 && (
        <FigureList
          cols={{ base: 2, sm: 3, md: 5 }}
          figures={course.measures.map((m) => ({
            label: `${m.measure} (predicted)`,
            value: m.label
              ? `${m.label}${m.lowLabel && m.highLabel ? ` (${m.lowLabel}–${m.highLabel})` : ''}`
              : '-',
            note: m.gap ?? m.missing ?? (m.target === null ? 'No target set' : undefined),
          }))}
        />
      )}
      <Title order={3} fz="h4" id={tests} mt="md" mb="xs">
        Tests finished
      </Title>
      {course.attempts.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet.
        </Text>
      ) : (
        <TableRegion labelledBy={tests} minWidth={480} stack>
          <Table striped verticalSpacing="xs" className={stacked.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Test</Table.Th>
                <Table.Th scope="col">Finished</Table.Th>
                <Table.Th scope="col">Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {course.attempts.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Th scope="row" data-label="Test" fw={600}>
                    {a.title}
                  </Table.Th>
                  <Table.Td data-label="Finished">{formatDateTime(a.endedAt)}</Table.Td>
                  <Table.Td data-label="Result">{a.result}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableRegion>
      )}
    </Paper>
  );
}

/** The live classes of the student's batches held so far, newest first, attended or missed. */
function ClassRecord({ classes }: { classes: StudentRecord['classes'] }) {
  const heading = useId();
  return (
    <Paper component="section" aria-labelledby={heading} withBorder radius="md" p="md">
      <Title order={2} fz="h3" id={heading} mb="xs">
        Live classes
      </Title>
      {classes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No class of their batches has been held yet.
        </Text>
      ) : (
        <Text size="sm" mb="xs">
          Attended {classes.filter((c) => c.attended).length} of {classes.length}.
        </Text>
      )}
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {classes.map((c) => (
          <Group component="li" key={c.id} gap="xs" wrap="nowrap" align="flex-start">
            <Badge variant="light" color={c.attended ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
              {c.attended ? 'Attended' : 'Missed'}
            </Badge>
            <Text size="sm" style={{ minWidth: 0 }}>
              {c.className} · {c.batchName} · {formatDateTime(c.at)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * /console/cohort-students/:id (issue 45 part 2): a student's whole record as far as the reader's
 * courses go — activity, each course's predictions against targets and tests, the live classes of
 * their batches; an admin goes on to the student's account and enrolments.
 */
export function CohortStudentPage() {
  const { id = '' } = useParams();
  const member = useConsoleMember();
  const record = useQuery(cohortStudentQuery(id));
  return (
    <DetailPage back={{ to: '/console/cohorts', label: 'All cohorts' }} query={record}>
      {(r) => (
        <>
          <div>
            <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
              {r.name}
            </Title>
            <Group gap="xs" mt={4}>
              <ActivityBadge status={r.status} />
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {r.email}
                {r.mobileNumber && ` · ${r.mobileNumber}`} ·{' '}
                {r.lastActiveAt ? `last active ${formatDateTime(r.lastActiveAt)}` : 'no activity yet'}
              </Text>
            </Group>
            {member.role === 'admin' && (
              <Anchor component={Link} to={`/console/students/${r.id}`} size="sm">
                Account and enrolments
              </Anchor>
            )}
          </div>
          {r.courses.map((c) => (
            <CourseRecord key={c.courseId} course={c} />
          ))}
          <ClassRecord classes={r.classes} />
          <Text size="xs" c="gray.7">
            As of {formatDateTime(r.asOf)}.
          </Text>
        </>
      )}
    </DetailPage>
  );
}
