import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { LearningObject } from '@portico/contract/learning';
import { StatusAlert } from '../../../components/status-alert';
import {
  type CourseState,
  courseClosedText,
  practiceCardButtons,
  TEXTS,
  useTestLaunch,
} from '../../learning/public';
import { TestMeta } from '../../tests/public';
import { CodingExercise } from '../coding/coding-exercise';
import { BookLesson } from './book-lesson';
import { HtmlLesson } from './html-lesson';
import { LessonVideo } from './lesson-video';
import { QuizView } from './quiz-view';

/** spec 2 §6, word for word (shared with the test cards); a closed course says courseClosedText. */
export const ACCESS_TEXTS = {
  noAccess: TEXTS.noAccess,
  locked: TEXTS.notReleased,
} as const;

export type StatusChange = { objectStatus: 'InProgress' | 'Completed'; position?: number };

type Props = {
  object: LearningObject;
  courseId: string;
  /** The course's access: false once the course validity has expired (spec 2 §6). */
  courseAccess: boolean;
  /** Why the course is closed when courseAccess is false: revoked by staff, or starting later. */
  courseState?: CourseState;
  listKey: readonly unknown[];
  onStatus: (id: string, change: StatusChange) => void;
};

/** The chosen learning object of a topic: a lesson, video, quiz, test or coding item (spec 2 §2). */
export function ObjectView({ object, courseId, courseAccess, courseState, listKey, onStatus }: Props) {
  if (object.isLocked) return <StatusAlert tone="info">{ACCESS_TEXTS.locked}</StatusAlert>;
  if (!object.isProductAccess) {
    const ended = courseClosedText(courseState);
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
          courseState={courseState}
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
  courseState,
  listKey,
}: {
  object: LearningObject;
  courseId: string;
  courseAccess: boolean;
  courseState?: CourseState;
  listKey: readonly unknown[];
}) {
  const launch = useTestLaunch();
  const buttons = practiceCardButtons(object, courseAccess, courseState);
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
