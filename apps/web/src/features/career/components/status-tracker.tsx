import { Paper, Text, Timeline, Title } from '@mantine/core';
import { type CareerStatus, careerStatusLabels } from '@portico/contract/career';
import { useId } from 'react';
import { CheckIcon } from '../../../components/icons';

/**
 * spec 3 §4 Capstone status tracker: Submitted, In Progress, Completed. Completed is done only when
 * the review is approved; a review sent back ('rejected') stays In Progress until it is.
 */
export const TRACKER_STEPS = [
  { label: 'Submitted', done: (s: CareerStatus) => s !== '' },
  {
    label: 'In Progress',
    done: (s: CareerStatus) => s === 'in-progress' || s === 'approved' || s === 'rejected',
  },
  { label: 'Completed', done: (s: CareerStatus) => s === 'approved' },
] as const;

export function StatusTracker({ status }: { status: CareerStatus }) {
  const headingId = useId();
  const done = TRACKER_STEPS.map((step) => step.done(status));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="lg" mb={4} id={headingId}>
        Review status
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {careerStatusLabels[status]}
      </Text>
      <Timeline
        active={done.lastIndexOf(true)}
        bulletSize={28}
        lineWidth={2}
        role="list"
        aria-labelledby={headingId}
      >
        {TRACKER_STEPS.map((step, i) => (
          <Timeline.Item
            key={step.label}
            role="listitem"
            bullet={
              done[i] ? (
                <CheckIcon size={16} />
              ) : (
                <Text component="span" size="xs" fw={700} aria-hidden="true">
                  {i + 1}
                </Text>
              )
            }
            title={step.label}
          >
            <Text size="sm" c={done[i] ? 'teal.9' : 'dimmed'}>
              {done[i] ? 'Done' : 'Pending'}
            </Text>
            {i === 1 && status === 'rejected' && (
              <Text size="sm" c="orange.9">
                Changes requested: see the comments
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
