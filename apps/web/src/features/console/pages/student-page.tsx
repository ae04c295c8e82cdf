import { Badge, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { type StudentAction, studentProfileQuery, useStudentAction } from '../api/students';
import { EnrolmentForm } from '../components/enrolment-form';
import { StudentEnrolments } from '../components/student-enrolments';
import { ChangeOutcome } from '../resource/change-outcome';
import { DetailPage } from '../resource/detail-page';
import { HeadedSection } from '../resource/headed-section';

const SOURCE: Record<string, string> = {
  register: 'Registered',
  'walk-in': 'Walk-in',
  staff: 'Added by staff',
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value || '-'}</Text>
    </div>
  );
}

/**
 * /console/students/:id (CONSOLE.md Authoring, admin): a student's profile and enrolments; grant one
 * with its dates and extra time, change or revoke one, send a password reset link.
 */
export function StudentPage() {
  const { id = '' } = useParams();
  const profile = useQuery(studentProfileQuery(id));
  const action = useStudentAction(id);
  const [granting, setGranting] = useState(false);
  const act = (a: StudentAction, done?: () => void) => action.mutate(a, { onSuccess: () => done?.() });

  return (
    <DetailPage back={{ to: '/console/students', label: '← All students' }} query={profile}>
      {(p) => (
        <>
          <Group justify="space-between" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
                {p.name}
              </Title>
              <Group gap="xs" mt={4}>
                <Badge variant="light" color={p.verified ? 'green' : 'gray'}>
                  {p.verified ? 'Email verified' : 'Email not verified'}
                </Badge>
                {!p.hasPassword && (
                  <Badge variant="light" color="yellow">
                    No password yet
                  </Badge>
                )}
              </Group>
            </div>
            <Button
              variant="default"
              loading={action.isPending && action.variables?.kind === 'reset-link'}
              onClick={() => act({ kind: 'reset-link' })}
            >
              Send a password reset link
            </Button>
          </Group>
          <ChangeOutcome action={action} />
          <Paper withBorder radius="md" p="md">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              <Fact label="Email" value={p.email} />
              <Fact label="Mobile" value={p.mobile} />
              <Fact label="City" value={p.cityName} />
              <Fact label="Branch" value={p.branchName ?? ''} />
              <Fact label="Joined" value={`${formatDate(p.createdAt)} · ${SOURCE[p.source] ?? p.source}`} />
            </SimpleGrid>
          </Paper>
          <HeadedSection
            id="enrolments-heading"
            title="Enrolments"
            action={!granting && <Button onClick={() => setGranting(true)}>Grant an enrolment</Button>}
          >
            {granting && (
              <Paper withBorder radius="md" p="md" mb="md">
                <Title order={3} fz="md" mb="sm">
                  Grant an enrolment
                </Title>
                <EnrolmentForm
                  products={p.products}
                  submitLabel="Grant"
                  pending={action.isPending}
                  onCancel={() => setGranting(false)}
                  onSubmit={(v) => act({ kind: 'grant', body: v }, () => setGranting(false))}
                />
              </Paper>
            )}
            <StudentEnrolments profile={p} pending={action.isPending} act={act} />
          </HeadedSection>
        </>
      )}
    </DetailPage>
  );
}
