import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ConsoleHomeBusiness, ConsoleHomeClass } from '@portico/contract/console-home';
import { formatPaise } from '@portico/contract/products';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatClockTime } from '../../../lib/dates';

const STATUS: Record<ConsoleHomeClass['status'], { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'gray' },
  started: { label: 'Live now', color: 'green' },
  finished: { label: 'Finished', color: 'blue' },
  cancelled: { label: 'Cancelled', color: 'red' },
};

const ends = (c: ConsoleHomeClass) => Date.parse(c.startsAt) + c.durationMinutes * 60_000;

/** One class of today: its time in the member's zone, name, course and batch (a link for admins). */
function ClassRow({ c, linked }: { c: ConsoleHomeClass; linked: boolean }) {
  const status = STATUS[c.status];
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {formatClockTime(c.startsAt)}–{formatClockTime(ends(c))} · {c.className}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {c.courseName} ·{' '}
          {linked ? (
            // Underlined: a link inside a line of text is told apart by more than its colour (WCAG 1.4.1).
            <Anchor component={Link} to={`/console/live/batches/${c.batchId}`} size="sm" underline="always">
              {c.batchName}
            </Anchor>
          ) : (
            c.batchName
          )}
        </Text>
      </div>
      <Badge variant="light" color={status.color} style={{ flexShrink: 0 }}>
        {status.label}
      </Badge>
    </Group>
  );
}

/** Today's live classes of the member's courses; an admin's link to each batch and to planning one. */
export function HomeClasses({ classes, admin }: { classes: ConsoleHomeClass[]; admin: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="home-classes">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="h3" id="home-classes">
          Today’s live classes
        </Title>
        {admin && (
          <Anchor component={Link} to="/console/live" size="sm">
            All batches
          </Anchor>
        )}
      </Group>
      {classes.length === 0 ? (
        <Text c="dimmed">
          {admin
            ? 'No live class is planned for today. Batches and their classes are under Live classes.'
            : 'No live class of your courses is planned for today.'}
        </Text>
      ) : (
        <Stack gap="sm">
          {classes.map((c) => (
            <ClassRow key={c.id} c={c} linked={admin} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function Figure({ label, value, note }: { label: string; value: ReactNode; note: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.3}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
    </div>
  );
}

/**
 * The orders each money figure counts (issue 40): the list's totals for these are the figures, by
 * the API's one reckoning.
 */
const ORDERS_OF_WEEK = '/console/orders?status=paid&period=week';
const ORDERS_OF_MONTH = '/console/orders?status=paid&period=month';

/** The company's week and month: new students, paid orders, revenue net of refunds (admins only). */
export function HomeBusiness({ business }: { business: ConsoleHomeBusiness }) {
  const { revenue } = business;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="home-business">
      <Title order={2} fz="h3" id="home-business" mb="xs">
        Students and sales
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Figure
          label="New students, last 7 days"
          value={
            <Anchor component={Link} to="/console/students" inherit>
              {business.newStudents}
            </Anchor>
          }
          note="Newest first in Students"
        />
        <Figure
          label="Orders paid, last 7 days"
          value={
            <Anchor component={Link} to={ORDERS_OF_WEEK} inherit>
              {business.ordersPaid}
            </Anchor>
          }
          note="Refunded ones included"
        />
        <Figure
          label="Revenue this month"
          value={
            <Anchor component={Link} to={ORDERS_OF_MONTH} inherit>
              {formatPaise(revenue.netPaise)}
            </Anchor>
          }
          note={
            revenue.refundedPaise > 0
              ? `${formatPaise(revenue.paidPaise)} paid, ${formatPaise(revenue.refundedPaise)} refunded`
              : 'Paid orders, nothing refunded'
          }
        />
      </SimpleGrid>
    </Paper>
  );
}
