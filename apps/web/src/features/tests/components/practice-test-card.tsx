import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { LearningObject } from '@portico/contract/learning';
import {
  type CardButton,
  type CourseState,
  learningObjectsQueryKey,
  practiceCardButtons,
  showsNoAccess,
  TEXTS,
} from '../../learning/public';
import { EvaluationStatus } from './evaluation-status';
import classes from './test-card.module.css';
import { TestMeta } from './test-meta';

interface PracticeTestCardProps {
  object: LearningObject;
  courseId: string;
  learningModuleId: string;
  /** The course's isProductAccess (false: expired). */
  courseAccess: boolean;
  /** Why the course is closed when courseAccess is false: revoked by staff, or starting later. */
  courseState?: CourseState;
  onOpen: () => void;
  onReview: () => void;
  isPending: (kind: 'open' | 'review') => boolean;
  busy: boolean;
}

/** A practice test card (spec 2 §2, buttons per §4). */
export function PracticeTestCard(props: PracticeTestCardProps) {
  const { object, courseId, learningModuleId, courseAccess, onOpen, onReview, isPending, busy } = props;
  const buttons = practiceCardButtons(object, courseAccess, props.courseState);

  const render = (button: CardButton) => {
    if (button.action === 'disabled') {
      return (
        <Button key={button.label} disabled>
          {button.label}
        </Button>
      );
    }
    const review = button.action === 'review';
    return (
      <Button
        key={button.label}
        variant={review ? 'default' : 'filled'}
        onClick={review ? onReview : onOpen}
        loading={isPending(button.action)}
        disabled={busy && !isPending(button.action)}
      >
        {button.label}
      </Button>
    );
  };

  return (
    <Paper component="article" withBorder radius="lg" p="md" className={classes.card}>
      <Title order={3} fz="md" className={classes.title}>
        {object.component.title}
      </Title>
      <TestMeta object={object} />
      {courseAccess && showsNoAccess(object) && (
        <Text size="sm" c="red.8">
          {TEXTS.noAccess}
        </Text>
      )}
      {courseAccess && (
        <EvaluationStatus
          object={object}
          courseId={courseId}
          listKey={learningObjectsQueryKey(courseId, learningModuleId)}
        />
      )}
      <Group gap="sm" className={classes.actions}>
        {buttons.map(render)}
      </Group>
    </Paper>
  );
}
