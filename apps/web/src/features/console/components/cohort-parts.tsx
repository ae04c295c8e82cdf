import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  ACTIVITY_WORDS,
  type ActivityStatus,
  type CohortStudent,
  type CohortView,
  type CohortWeakSpot,
} from '@portico/contract/console-cohorts';
import { useId } from 'react';
import { Link } from 'react-router';
import stacked from '../../../components/stacked-table.module.css';
import { TableRegion } from '../../../components/table-region';
import { FigureList } from './figure-list';

const percent = (share: number | null) => (share === null ? '-' : `${Math.round(share * 100)} %`);

/** 'Today', 'Yesterday', '20 days ago'; 'Never' without a record. */
export function sinceText(days: number | null): string {
  if (days === null) return 'Never';
  if (days === 0) return 'Today';
  return days === 1 ? 'Yesterday' : `${days} days ago`;
}

const STATUS_COLOR: Record<ActivityStatus, string> = { active: 'teal', quiet: 'orange', never: 'gray' };

export function ActivityBadge({ status }: { status: ActivityStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status]}>
      {ACTIVITY_WORDS[status]}
    </Badge>
  );
}

/** The cohort in figures: its students by activity, attendance, and where they stand on targets. */
export function CohortFigures({ view }: { view: CohortView }) {
  const { counts, targets, attendance } = view;
  return (
    <FigureList
      figures={[
        { label: 'Students', value: String(counts.students) },
        { label: 'Active', value: String(counts.active), note: `in the last ${view.quietDays} days` },
        { label: 'Quiet', value: String(counts.quiet), note: `nothing for ${view.quietDays} days or more` },
        { label: 'Not started', value: String(counts.never) },
        {
          label: 'Attendance',
          value: percent(attendance.share),
          note: `${attendance.classesHeld} live class${attendance.classesHeld === 1 ? '' : 'es'} held`,
        },
        {
          label: 'Targets met',
          value: `${targets.met} of ${targets.met + targets.below}`,
          note: `${targets.noTarget} without a target, ${targets.noPrediction} without a prediction`,
        },
      ]}
    />
  );
}

/** The weakest skills or question types: each with the share the cohort got right. */
export function WeakSpots({ title, spots }: { title: string; spots: CohortWeakSpot[] }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="md">
      <Title order={2} fz="h4" id={id} mb="xs">
        {title}
      </Title>
      {spots.length === 0 ? (
        <Text size="sm" c="dimmed">
          No marked answers in the last 90 days.
        </Text>
      ) : (
        <Stack component="ol" gap={4} m={0} pl="md">
          {spots.map((s) => (
            <Text component="li" key={`${s.skill} ${s.questionType}`} size="sm">
              <strong>{s.questionType ? `${s.questionType} (${s.skill})` : s.skill}</strong>:{' '}
              {percent(s.share)} right · {s.answers} answers by {s.students} student
              {s.students === 1 ? '' : 's'}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function Prediction({ student }: { student: CohortStudent }) {
  const p = student.prediction;
  if (!p) return <Text c="dimmed">Not enough tests yet</Text>;
  return (
    <>
      <Text fw={600} span>
        {p.measure} {p.label}
      </Text>
      {p.gap && (
        <Text size="xs" c={p.targetMet ? 'teal.9' : 'red.9'} display="block" span>
          {p.gap}
        </Text>
      )}
    </>
  );
}

/** The cohort's students, a line each (a card each on a phone): each opens the student's record. */
export function CohortStudents({ students, heading }: { students: CohortStudent[]; heading: string }) {
  return (
    <TableRegion labelledBy={heading} minWidth={760} stack>
      <Table striped highlightOnHover verticalSpacing="sm" className={stacked.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Student</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Last active</Table.Th>
            <Table.Th scope="col">Tests</Table.Th>
            <Table.Th scope="col">Predicted</Table.Th>
            <Table.Th scope="col">Classes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Th scope="row" data-label="Student">
                <div>
                  <Anchor component={Link} to={`/console/cohort-students/${s.id}`} fw={600}>
                    {s.name}
                  </Anchor>
                  <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    {s.email}
                  </Text>
                </div>
              </Table.Th>
              <Table.Td data-label="Status">
                <div>
                  <ActivityBadge status={s.status} />
                </div>
              </Table.Td>
              <Table.Td data-label="Last active">{sinceText(s.daysSinceActive)}</Table.Td>
              <Table.Td data-label="Tests">{s.testsEnded}</Table.Td>
              <Table.Td data-label="Predicted">
                <div>
                  <Prediction student={s} />
                </div>
              </Table.Td>
              <Table.Td data-label="Classes">
                {s.classesHeld === 0 ? '-' : `${s.classesAttended} of ${s.classesHeld}`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}
