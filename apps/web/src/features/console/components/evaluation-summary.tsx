import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { EvaluationDetail } from '@portico/contract/console-evaluations';
import type { ReactNode, Ref } from 'react';
import { formatSpan } from '../utils/queue-time';
import { EvaluationDue, EvaluationStateBadge } from './evaluation-queue-list';

/**
 * An evaluation's heading: the test, the student and course, its state, how long ago it was
 * requested, who released it or saved its draft, and its corrections with their reasons.
 */
export function EvaluationSummary({
  detail,
  heading,
  nav,
  assign,
  onCorrect,
}: {
  detail: EvaluationDetail;
  heading: Ref<HTMLHeadingElement>;
  /** The way through the queue, beside the title. */
  nav: ReactNode;
  /** Who works on it, beside its state. */
  assign: ReactNode;
  /** Opens a released evaluation for correction (its grader or an admin). */
  onCorrect?: () => void;
}) {
  const released = detail.item.state === 'released';
  const now = Date.now();
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={1} fz="h2" ref={heading} tabIndex={-1} style={{ overflowWrap: 'anywhere' }}>
          {detail.test.title}
        </Title>
        {nav}
      </Group>
      <Text style={{ overflowWrap: 'anywhere' }}>
        {detail.item.student.name} ({detail.item.student.email}) · {detail.course?.name ?? 'No course'} ·{' '}
        {detail.item.examTitle}
      </Text>
      <Group gap="sm" style={{ rowGap: 4 }}>
        <EvaluationStateBadge state={detail.item.state} />
        <Text size="sm">
          Requested {formatSpan(now - Date.parse(detail.item.requestedAt))} ago
          {!released && (
            <>
              {' · '}
              <EvaluationDue item={detail.item} now={now} />
            </>
          )}
        </Text>
        {assign}
      </Group>
      {released && detail.item.releasedAt && (
        <Group gap="sm">
          <Text size="sm">
            Released {formatSpan(now - Date.parse(detail.item.releasedAt))} ago by{' '}
            {detail.item.releasedBy?.name ?? '-'}.
          </Text>
          {onCorrect && (
            <Button size="xs" variant="default" onClick={onCorrect}>
              Correct this evaluation
            </Button>
          )}
        </Group>
      )}
      {detail.corrections.map((c) => (
        <Text key={c.version} size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
          Corrected {formatSpan(now - Date.parse(c.at))} ago by {c.by?.name ?? '-'}: {c.reason}
        </Text>
      ))}
      {/* A second marker's page holds their own draft: the first marking's saves are not theirs to read. */}
      {!released && detail.item.draftSavedAt && !detail.secondMarking?.marking && (
        <Text size="sm" c="gray.7">
          Draft saved by {detail.draftSavedBy?.name ?? '-'}{' '}
          {formatSpan(now - Date.parse(detail.item.draftSavedAt))} ago.
        </Text>
      )}
    </Stack>
  );
}
