import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StaffMember } from '@portico/contract/console';
import type { ConsoleHome as Home } from '@portico/contract/console-home';
import { useQuery } from '@tanstack/react-query';
import { browserTimeZone } from '../../../lib/time-zone';
import { consoleHomeQuery } from '../api/console-home';
import { AuditLog } from './audit-log';
import { HomeOwnWork, HomeQueues } from './home-queues';
import { HomeBusiness, HomeClasses } from './home-today';
import { HomeTrend } from './home-trend';
import { QueueState, useNow } from './queue-frame';

const ROLE_LABELS = { admin: 'Administrator', faculty: 'Faculty' } as const;

function Courses({ member }: { member: StaffMember }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="home-courses">
      <Title order={2} fz="h3" mb="sm" id="home-courses">
        {member.role === 'admin' ? 'Courses of the institute' : 'Courses you work on'}
      </Title>
      {member.courses.length === 0 ? (
        <Text c="dimmed">No course is assigned to you yet. An administrator can assign courses.</Text>
      ) : (
        <List>
          {member.courses.map((c) => (
            <List.Item key={c.id}>{c.courseName}</List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** The figures of the home once read: the member's own work first, then the queues, today, the trend. */
function Figures({ home, member }: { home: Home; member: StaffMember }) {
  const now = useNow();
  const admin = member.role === 'admin';
  return (
    <>
      <HomeOwnWork queues={home.queues} />
      <HomeQueues queues={home.queues} now={now} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <HomeClasses classes={home.liveClasses} admin={admin} />
        <HomeTrend trend={home.trend} />
      </SimpleGrid>
      {home.business && <HomeBusiness business={home.business} />}
    </>
  );
}

/**
 * The console home (issue 40, decision 053): who is signed in, then what runs the school today:
 * their own work, what waits and is late per queue (each figure a link to its list), today's live
 * classes, the evaluations trend, and for admins the week's students and sales and the audit log.
 */
export function ConsoleHome({ member, companyName }: { member: StaffMember; companyName: string }) {
  const home = useQuery(consoleHomeQuery(browserTimeZone()));
  return (
    <Stack gap="lg">
      <div>
        <Text c="dimmed">{companyName} · Staff console</Text>
        <Title order={1} fz="h2">
          {member.name}
        </Title>
        <Group gap="xs" mt={4}>
          <Badge variant="light">{ROLE_LABELS[member.role]}</Badge>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Text>
        </Group>
      </div>
      <QueueState query={home} loading="Loading today’s figures…" />
      {home.data && <Figures home={home.data} member={member} />}
      <Courses member={member} />
      {member.role === 'admin' && (
        <Paper withBorder radius="md" p="md">
          <AuditLog />
        </Paper>
      )}
    </Stack>
  );
}
