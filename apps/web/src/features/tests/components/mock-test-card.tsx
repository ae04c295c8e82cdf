import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LearningObject } from '@portico/contract/learning';
import { type CourseState, mockStatusButton, showsNoAccess, TEXTS } from '../../learning/public';
import { formatBand, orderedSectionBands } from '../utils/band';
import { BandBadge } from './band-badge';
import { EvaluationStatus } from './evaluation-status';
import classes from './test-card.module.css';
import { TestMeta } from './test-meta';

interface MockTestCardProps {
  object: LearningObject;
  courseAccess: boolean;
  /** Why the course is closed when courseAccess is false: revoked by staff, or starting later. */
  courseState?: CourseState;
  onOpen: () => void;
  pending: boolean;
  busy: boolean;
  /**
   * Where a mock that asks for a teacher's evaluation offers 'Request for Evaluation' (issue 40: on
   * the Mock Tests page too, not only the dashboard): its course and the cached list holding it.
   */
  evaluation?: { courseId: string; listKey: readonly unknown[] };
}

/** Each exam's score scale of a part (SCORING.md), shown until the part has a score. */
export function scaleOf(
  examFamily: string | null,
  section: { title: string; referenceType: string },
): string {
  const writing = /writing/i.test(section.referenceType) || /writing/i.test(section.title);
  switch (examFamily) {
    case 'gre':
      return writing ? '0–6' : '130–170';
    case 'sat':
      return '200–800';
    case 'pte':
      return '10–90';
    case 'celpip':
      return '1–12';
    case 'duolingo':
      return '10–160';
    default:
      return '-';
  }
}

/**
 * A mock card (spec 2 §2): the status button (§4), the question count and duration, and the parts:
 * an IELTS mock shows its overall band and the four section bands; any other exam its own parts with
 * their scores, or its score scale before an attempt.
 */
export function MockTestCard({
  object,
  courseAccess,
  courseState,
  onOpen,
  pending,
  busy,
  evaluation,
}: MockTestCardProps) {
  const button = mockStatusButton(object, courseAccess, courseState);
  // IELTS Academic and General Training ('ielts', 'ielts-general') share the four bands.
  const ielts = (object.examFamily ?? 'ielts').toLowerCase().startsWith('ielts');
  return (
    <Paper component="article" withBorder radius="lg" p="md" className={classes.card}>
      <Group gap="md" wrap="nowrap" align="center">
        {ielts && <BandBadge band={object.band} label="Overall band" />}
        <Title order={3} fz="md" className={classes.title}>
          {object.component.title}
        </Title>
      </Group>
      <TestMeta object={object} />
      {ielts ? (
        <SimpleGrid cols={4} spacing="xs" component="dl" m={0}>
          {orderedSectionBands(object.sectionBands).map(({ section, band }) => (
            <Stack key={section} gap={0} align="center">
              <Text component="dt" size="xs" c="dimmed">
                {section}
              </Text>
              <Text component="dd" m={0} fw={700}>
                {formatBand(band)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={Math.min(4, Math.max(1, object.sections.length))} spacing="xs" component="dl" m={0}>
          {object.sections.map((section) => (
            <Stack key={`${section.referenceType}:${section.title}`} gap={0} align="center" ta="center">
              <Text component="dt" size="xs" c="dimmed">
                {section.title}
              </Text>
              <Text component="dd" m={0} fw={700}>
                {section.score ?? scaleOf(object.examFamily, section)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {courseAccess && showsNoAccess(object) && (
        <Text size="sm" c="red.8">
          {TEXTS.noAccess}
        </Text>
      )}
      {courseAccess && evaluation && (
        <EvaluationStatus object={object} courseId={evaluation.courseId} listKey={evaluation.listKey} />
      )}
      <Group className={classes.actions}>
        {button.action === 'disabled' ? (
          <Button disabled>{button.label}</Button>
        ) : (
          <Button onClick={onOpen} loading={pending} disabled={busy && !pending}>
            {button.label}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
