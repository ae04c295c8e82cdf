import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import type { QuizAnswer, QuizStatus } from '@portico/contract/assessment-quiz';
import type { LaunchItem } from '@portico/contract/assessment-test-json';
import type { LearningObject } from '@portico/contract/learning';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { CheckIcon, CrossIcon } from '../../../components/icons';
import { StatusAlert } from '../../../components/status-alert';
import { ApiError, errorMessage, isSessionExpired } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { changeCopy, keepCopy, readCopy } from '../../../lib/device-copies';
import { noteSavedAnswer } from '../../../lib/offline-status';
import { getUser } from '../../../lib/session';
import { openTrackStore, SyncQueue, sendTracks } from '../../assessment/public';
import { getQuizStatus, launchQuiz, startQuiz } from '../api/quiz';

export const QUIZ_TEXTS = {
  pending: 'Saved on this device; it is sent as soon as you are back online.',
  done: (correct: number, total: number) => `Quiz completed: ${correct} of ${total} right.`,
} as const;

type Props = {
  object: LearningObject;
  courseId: string;
  /** The quiz reached Completed (its last question answered). */
  onCompleted: () => void;
  /** The quiz started (Launch → InProgress). */
  onStarted: () => void;
};

/**
 * spec 2 §4 Quiz: one question at a time, Previous and Next within bounds, an answer given once
 * (its options then disabled), the right option checked and a wrong choice crossed; answers go
 * through the runner's durable queue (stored on the device first), and the quiz is Completed once
 * its last question is answered.
 */
export function QuizView({ object, courseId, onCompleted, onStarted }: Props) {
  const company = useCompany();
  const quiz = useQuery({
    queryKey: ['quiz', object.id],
    queryFn: async () => {
      try {
        const id = await startQuiz({
          companyCode: company.companyCode,
          isActive: true,
          testId: object.testId ?? '',
          userId: getUser()?.id,
          groupId: object.id,
          courseId,
        });
        const data = await launchQuiz(id);
        void keepCopy(QUIZ_COPY, object.id, data);
        return data;
      } catch (err) {
        // Offline (decision 073): the questions as the device kept them when the quiz last opened;
        // answers go to the runner's queue on the device as they do online.
        const copy =
          err instanceof ApiError && err.status === 0 ? await readCopy<QuizData>(QUIZ_COPY, object.id) : null;
        if (!copy) throw err;
        noteSavedAnswer(copy.savedAt);
        return copy.value;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (quiz.isSuccess && object.objectStatus === 'Launch') onStarted();
  }, [quiz.isSuccess, object.objectStatus, onStarted]);

  if (quiz.isError) {
    return isSessionExpired(quiz.error) ? null : (
      <StatusAlert tone="error">{errorMessage(quiz.error)}</StatusAlert>
    );
  }
  if (!quiz.data) return <Text c="dimmed">Loading the quiz…</Text>;
  return (
    <QuizQuestions
      key={quiz.data.studentTestId}
      data={quiz.data}
      objectId={object.id}
      onCompleted={onCompleted}
    />
  );
}

type QuizData = Awaited<ReturnType<typeof launchQuiz>>;

/** The device's copy of a quiz: its questions and what the server had judged (lib/device-copies.ts). */
const QUIZ_COPY = 'quiz';

function QuizQuestions({
  data,
  objectId,
  onCompleted,
}: {
  data: QuizData;
  objectId: string;
  onCompleted: () => void;
}) {
  const company = useCompany();
  const [index, setIndex] = useState(() => {
    const answered = new Set(data.answers.map((a) => a.itemId));
    const next = data.questions.findIndex((q) => !answered.has(q.ItemID));
    return next === -1 ? 0 : next;
  });
  const [pending, setPending] = useState<Record<string, string>>({});
  const { status, queue } = useQuizSync(data, objectId, onCompleted, (waiting) =>
    setPending((p) => ({ ...waiting, ...p })),
  );

  const question = data.questions[index] as LaunchItem;
  const answer = status.answers.find((a) => a.itemId === question.ItemID);
  const chosen = answer?.selectedOptionId ?? pending[question.ItemID] ?? null;

  const choose = async (optionId: string) => {
    if (chosen) return;
    setPending((p) => ({ ...p, [question.ItemID]: optionId }));
    const q = await queue.current;
    if (!q) return;
    // spec 2 §3 quiz answer track: attempt '1', points '0'.
    await q.enqueue({
      testId: data.studentTestId,
      itemId: question.ItemID,
      studentId: getUser()?.id,
      companyCode: company.companyCode,
      selectedOptionId: optionId,
      attempt: '1',
      points: '0',
      marked: false,
      timeTaken: 0,
      timeStamp: new Date().toISOString(),
      trackNumber: 1,
    });
    void q.syncNow();
  };

  const total = data.questions.length;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>
          Question {index + 1} of {total}
        </Text>
        <Text size="sm" c="dimmed">
          {status.answered} of {total} answered
        </Text>
      </Group>
      {status.status === 'Completed' && (
        <StatusAlert tone="success">{QUIZ_TEXTS.done(status.correct, status.total)}</StatusAlert>
      )}
      <QuizQuestionCard
        question={question}
        number={index + 1}
        chosen={chosen}
        answer={answer}
        onChoose={(v) => void choose(v)}
      />
      <Group justify="space-between">
        <Button variant="default" disabled={index === 0} onClick={() => setIndex((i) => Math.max(0, i - 1))}>
          Previous
        </Button>
        <Button disabled={index >= total - 1} onClick={() => setIndex((i) => Math.min(total - 1, i + 1))}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The runner's durable queue for the quiz (spec 2 §4): an answer is stored on the device before it
 * is sent. An answer given before the store has opened waits for it (never dropped). Each result
 * brings the quiz's status; the quiz is Completed once.
 */
function useQuizSync(
  data: QuizData,
  objectId: string,
  onCompleted: () => void,
  /** Answers given on this device and not yet sent (an offline reload): each question's option. */
  onWaiting: (waiting: Record<string, string>) => void,
) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<QuizStatus>(data);
  const queue = useRef<Promise<SyncQueue> | null>(null);
  const completed = useRef(data.status === 'Completed');
  // The queue lives as long as the attempt: callbacks and data are read through refs.
  const latest = useRef({ data, onCompleted, onWaiting });
  latest.current = { data, onCompleted, onWaiting };
  const attemptId = data.studentTestId;

  useEffect(() => {
    let disposed = false;
    let created: SyncQueue | null = null;
    queue.current = openTrackStore().then(async (store) => {
      const waiting = await store.pending(attemptId).catch(() => []);
      if (!disposed && waiting.length > 0) {
        latest.current.onWaiting(
          Object.fromEntries(
            waiting.map((t) => [t.itemId, String(t.selectedOptionId ?? '')]).filter(([, o]) => o),
          ),
        );
      }
      created = new SyncQueue({
        studentTestId: attemptId,
        store,
        send: sendTracks,
        onResult: () => {
          if (disposed) return;
          void getQuizStatus(attemptId).then((next) => {
            if (disposed) return;
            setStatus(next);
            queryClient.setQueryData(['quiz', objectId], { ...latest.current.data, ...next });
            void changeCopy<QuizData>(QUIZ_COPY, objectId, (copy) => ({ ...copy, ...next }));
            if (next.status === 'Completed' && !completed.current) {
              completed.current = true;
              latest.current.onCompleted();
            }
          });
        },
      });
      if (!disposed) void created.start();
      return created;
    });
    return () => {
      disposed = true;
      created?.dispose();
    };
  }, [attemptId, objectId, queryClient]);

  return { status, queue };
}

interface QuizQuestionCardProps {
  question: LaunchItem;
  /** The question's number in the quiz, from 1. */
  number: number;
  /** The option chosen (answered, or on its way); null: none yet. */
  chosen: string | null;
  answer: QuizAnswer | undefined;
  onChoose: (optionId: string) => void;
}

/** One question: its options until one is chosen, then the right one checked and a wrong one crossed. */
function QuizQuestionCard({ question, number, chosen, answer, onChoose }: QuizQuestionCardProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <HtmlContent html={question.Items} />
      <Radio.Group value={chosen} onChange={onChoose} mt="md" aria-label={`Question ${number} answer`}>
        <Stack gap="xs">
          {question.ItemOptionResponse.map((o) => (
            <Group key={o.ItemOptionID} gap="xs" wrap="nowrap">
              <Radio
                value={o.ItemOptionID}
                disabled={chosen !== null}
                label={<HtmlContent html={o.Options} inline />}
              />
              <Mark answer={answer} optionId={o.ItemOptionID} />
            </Group>
          ))}
        </Stack>
      </Radio.Group>
      {chosen && !answer && (
        <Text size="sm" c="dimmed" mt="sm" role="status">
          {QUIZ_TEXTS.pending}
        </Text>
      )}
    </Paper>
  );
}

/** The right option gets a check, the student's wrong choice a cross (spec 2 §4 Quiz). */
function Mark({ answer, optionId }: { answer: QuizAnswer | undefined; optionId: string }) {
  if (!answer) return null;
  if (answer.correctOptionIds.includes(optionId)) {
    return <CheckIcon size={18} color="var(--mantine-color-green-7)" label="Correct answer" />;
  }
  if (answer.selectedOptionId === optionId) {
    return <CrossIcon size={18} color="var(--mantine-color-red-7)" label="Your answer is wrong" />;
  }
  return null;
}
