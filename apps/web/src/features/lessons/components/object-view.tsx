import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { LearningObject } from '@portico/contract/learning';
import { StatusAlert } from '../../../components/status-alert';
import { practiceCardButtons, TEXTS, useTestLaunch } from '../../learning/public';
import { TestMeta } from '../../tests/public';
import { CodingExercise } from '../coding/coding-exercise';
import { BookLesson } from './book-lesson';
import { HtmlLesson } from './html-lesson';
import { LessonVideo } from './lesson-video';
import { QuizView } from './quiz-view';

/** spec 2 §6, word for word (shared with the test cards). */
export const ACCESS_TEXTS = {
  noAccess: TEXTS.noAccess,
  expired: TEXTS.courseExpired,
  revoked: TEXTS.courseRevoked,
  locked: TEXTS.notReleased,
} as const;

export type StatusChange = { objectStatus: 'InProgress' | 'Completed'; position?: number };

type Props = {
  object: LearningObject;
  courseId: string;
  /** The course's access: false once the course validity has expired (spec 2 §6). */
  courseAccess: boolean;
  /** The course's access ended because staff revoked it. */
  courseRevoked?: boolean;
  listKey: readonly unknown[];
  onStatus: (id: string, change: StatusChange) => void;
};

/** The chosen learning object of a topic: a lesson, video, quiz, test or coding item (spec 2 §2). */
export function ObjectView({ object, courseId, courseAccess, courseRevoked, listKey, onStatus }: Props) {
  if (object.isLocked) return <StatusAlert tone="info">{ACCESS_TEXTS.locked}</StatusAlert>;
  if (!object.isProductAccess) {
    const ended = courseRevoked ? ACCESS_TEXTS.revoked : ACCESS_TEXTS.expired;
    return <StatusAlert tone="info">{courseAccess ? ACCESS_TEXTS.noAccess : ended}</StatusAlert>;
  }
  switch (object.kind) {
    case 'Lesson':
      return <HtmlLesson html={object.component.content ?? ''} />;
    case 'BookAudio':
      return <BookLesson html={object.component.content ?? ''} />;
    case 'Video':
      return (
        <LessonVideo
          key={object.id}
          object={object}
          courseId={courseId}
          onStatus={(status, position) => onStatus(object.id, { objectStatus: status, position })}
        />
      );
    case 'Quiz':
      return (
        <QuizView
          key={object.id}
          object={object}
          courseId={courseId}
          onStarted={() => onStatus(object.id, { objectStatus: 'InProgress' })}
          onCompleted={() => onStatus(object.id, { objectStatus: 'Completed' })}
        />
      );
    case 'PracticeTest':
    case 'Mock':
      return (
        <TestObject
          object={object}
          courseId={courseId}
          courseAccess={courseAccess}
          courseRevoked={courseRevoked}
          listKey={listKey}
        />
      );
    case 'Coding':
      return (
        <CodingExercise
          key={object.id}
          id={object.id}
          onStarted={() => onStatus(object.id, { objectStatus: 'InProgress' })}
          onCompleted={() => onStatus(object.id, { objectStatus: 'Completed' })}
        />
      );
    default:
      return <HtmlLesson html={object.component.content ?? ''} />;
  }
}

function TestObject({
  object,
  courseId,
  courseAccess,
  courseRevoked,
  listKey,
}: {
  object: LearningObject;
  courseId: string;
  courseAccess: boolean;
  courseRevoked?: boolean;
  listKey: readonly unknown[];
}) {
  const launch = useTestLaunch();
  const buttons = practiceCardButtons(object, courseAccess, courseRevoked);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {object.component.title}
        </Title>
        <TestMeta object={object} />
        <Group gap="sm">
          {buttons.map((b) => (
            <Button
              key={b.label}
              variant={b.action === 'review' ? 'default' : 'filled'}
              disabled={b.action === 'disabled'}
              loading={launch.isPending(object.id, b.action === 'review' ? 'review' : 'open')}
              onClick={() => {
                if (b.action === 'review' && object.testId) {
                  launch.review(object.id, { testId: object.testId, groupId: object.id, courseId });
                } else if (b.action === 'open') {
                  launch.openPractice(object, courseId, listKey);
                }
              }}
            >
              {b.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
