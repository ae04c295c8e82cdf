import { Anchor, Badge, Group, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ConsoleHomeQueue } from '@portico/contract/console-home';
import { Link } from 'react-router';
import { HOME_QUEUES, itemsOf, narrowedHref, oldestAge, ownWork, targetText } from '../utils/home-figures';

/** One queue's card: what waits (a link to the list so filtered), what of it is late, the oldest's age. */
function QueueCard({ q, now }: { q: ConsoleHomeQueue; now: number }) {
  const text = HOME_QUEUES[q.queue];
  const age = oldestAge(q, now);
  const headingId = `home-queue-${q.queue}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={3} fz="h5" id={headingId}>
          {text.title}
        </Title>
        {(q.late ?? 0) > 0 && (
          <Badge
            component={Link}
            to={narrowedHref(q.queue, 'late')}
            color="red"
            variant="light"
            style={{ cursor: 'pointer', flexShrink: 0 }}
            aria-label={`${q.late} late in ${text.title}`}
          >
            {q.late} late
          </Badge>
        )}
      </Group>
      <Anchor component={Link} to={text.waitingHref} fz={28} fw={700} lh={1.3} display="block">
        {q.waiting}{' '}
        <Text span fz="md" fw={500}>
          waiting
        </Text>
      </Anchor>
      <Text size="sm" c="dimmed">
        {q.waiting === 0 ? 'Nothing waits here.' : age && `The oldest has waited ${age}.`}
        {q.targetHours !== null && ` Target ${targetText(q.targetHours)}.`}
      </Text>
    </Paper>
  );
}

/** Every queue of the member's courses (the whole company for an admin), in the console's order. */
export function HomeQueues({ queues, now }: { queues: ConsoleHomeQueue[]; now: number }) {
  return (
    <section aria-labelledby="home-queues">
      <Title order={2} fz="h3" id="home-queues" mb="sm">
        What waits
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {queues.map((q) => (
          <QueueCard key={q.queue} q={q} now={now} />
        ))}
      </SimpleGrid>
    </section>
  );
}

/** The member's own work first: what is theirs and waits, and what they finished today. */
export function HomeOwnWork({ queues }: { queues: ConsoleHomeQueue[] }) {
  const { mine, done, empty } = ownWork(queues);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="home-own">
      <Title order={2} fz="h3" id="home-own" mb="xs">
        Your work
      </Title>
      {empty ? (
        <Text c="dimmed">
          Nothing is assigned to you, and nothing finished by you yet today. Open a queue below and take its
          oldest item.
        </Text>
      ) : (
        <List spacing={4}>
          {mine.map((q) => (
            <List.Item key={q.queue}>
              <Anchor component={Link} to={narrowedHref(q.queue, 'mine')}>
                {itemsOf(q.mine ?? 0, q.queue)}
              </Anchor>{' '}
              assigned to you in {HOME_QUEUES[q.queue].title}
            </List.Item>
          ))}
          {done.map((q) => (
            <List.Item key={`${q.queue}-done`}>
              {itemsOf(q.doneToday ?? 0, q.queue)} {HOME_QUEUES[q.queue].done} by you today
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
