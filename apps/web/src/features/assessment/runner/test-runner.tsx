import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { LaunchData, TrackRecord } from '@portico/contract/assessment';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { errorMessage } from '../../../lib/api-error';
import { endTest, launchAssessment, uploadRecording } from '../api/assessment-api';
import { formatHms } from '../engine/countdown';
import { RUNNER_ID } from '../engine/runner-id';
import { SUBMIT_ERROR, SYNC_NETWORK_ERROR, type SyncStatus, syncMessage } from '../engine/sync-queue';
import { firstTrackNumber } from '../engine/track-number';
import { useCountdown } from '../engine/use-countdown';
import { ItemView } from '../items/item-view';
import { emptyResponse, hasAnswer, sameResponse } from '../items/response';
import type { ResponseValue } from '../items/types';
import { QuestionPalette } from './question-palette';
import { questionsOf } from './restore';
import classes from './runner.module.css';
import { type AnswerSync, useAnswerSync, useSyncSnapshot } from './use-answer-sync';

const recordTypes = new Set(['record-audio', 'record-notify', 'record-video']);
/** Typing settles before an answer becomes a track; choices are tracked at once. */
const TYPING_SETTLE_MS = 600;

interface TestRunnerProps {
  data: LaunchData;
  /** Called once the test has ended on the server: the page reloads into the result. */
  onEnded: () => void;
  /** The student continues in this tab: start the runner again from this fresh launch. */
  onTakeBack: (data: LaunchData) => void;
}

/** Tabs of one browser tell each other which runner opened a test last. */
const RUNNER_CHANNEL = 'portico-runner';
/** After these, trying the flush again cannot help: the queue waits for the student. */
const waitsForStudent = new Set<SyncStatus>(['taken-over', 'ended']);

/** The test being taken (spec 3 §2, §4): instructions, questions with the timer, submit. */
export function TestRunner({ data, onEnded, onTakeBack }: TestRunnerProps) {
  const questions = useMemo(() => questionsOf(data), [data]);
  const serverTime = useRef<(seconds: number, sectionId: string | null) => void>(() => {});
  const sync = useAnswerSync(data, questions, (seconds, sectionId) => serverTime.current(seconds, sectionId));
  // This runner was just launched, so it holds the test: tell the other tabs of this browser.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(RUNNER_CHANNEL);
    channel.postMessage({ attemptId: data.testData.studentTestId, runnerId: RUNNER_ID });
    channel.close();
  }, [data.testData.studentTestId]);
  if (!sync) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label="Loading the test" />
      </Group>
    );
  }
  return (
    <ActiveTest data={data} sync={sync} onEnded={onEnded} onTakeBack={onTakeBack} serverTime={serverTime} />
  );
}

interface ActiveTestProps extends TestRunnerProps {
  sync: AnswerSync;
  serverTime: { current: (seconds: number, sectionId: string | null) => void };
}

function ActiveTest(props: ActiveTestProps) {
  const [started, setStarted] = useState(props.sync.restored.started);
  // spec 3 §4: the instructions show only when there are no earlier tracks.
  if (!started) return <Instructions data={props.data} onStart={() => setStarted(true)} />;
  return <QuestionsStage {...props} justStarted={!props.sync.restored.started} />;
}

function Instructions({ data, onStart }: { data: LaunchData; onStart: () => void }) {
  const questions = questionsOf(data);
  return (
    <div className={classes.runner}>
      <main className={classes.body}>
        <Stack className={classes.question} gap="md" maw={56 * 16} mx="auto" w="100%">
          <Title order={1} size="h2">
            {data.testJson.Name}
          </Title>
          <Text>
            {questions.length} questions · {formatHms(data.testData.timeLimit)}
          </Text>
          {data.testJson.Instruction && <HtmlContent html={data.testJson.Instruction} />}
          <Stack gap={4} component="ul" pl="md">
            {data.testJson.SectionResponse.map((s) => (
              <li key={s.QuestionPaperSectionID}>
                {s.SectionTitle}: {s.TotalQuestions} questions
                {s.TotalTime ? `, ${s.TotalTime} minutes` : ''}
              </li>
            ))}
          </Stack>
          <Text size="sm" c="dimmed">
            Your answers are saved as you go, also without a connection. The timer starts when you start the
            test.
          </Text>
          <Group>
            <Button size="md" onClick={onStart}>
              Start Test
            </Button>
          </Group>
        </Stack>
      </main>
    </div>
  );
}

function QuestionsStage({
  data,
  sync,
  onEnded,
  onTakeBack,
  serverTime,
  justStarted,
}: ActiveTestProps & { justStarted: boolean }) {
  const questions = useMemo(() => questionsOf(data), [data]);
  const { restored, queue, numbers, store } = sync;
  const attemptId = data.testData.studentTestId;
  const [stage, setStage] = useState<'questions' | 'submitting'>('questions');
  const [responses, setResponses] = useState(restored.responses);
  const [recordingUrls, setRecordingUrls] = useState<Record<string, string>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [uploadNote, setUploadNote] = useState<string | null>(null);
  const snapshot = useSyncSnapshot(queue);
  const timeTaken = useRef({ ...restored.timeTaken });
  const shownAt = useRef(performance.now());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const responsesRef = useRef(responses);
  responsesRef.current = responses;

  // Sectional tests (spec 3 §2): one clock per section, taken in order; earlier sections close.
  const sectionIds = data.testJson.SectionResponse.map((s) => s.QuestionPaperSectionID);
  const sectional = data.testJson.IsSectionalTimer && data.testData.sections.length === sectionIds.length;
  const [sectionIndex, setSectionIndex] = useState(() => {
    if (!sectional) return 0;
    const at = sectionIds.indexOf(questions[restored.currentIndex]?.section.QuestionPaperSectionID ?? '');
    const open = data.testData.sections.findIndex((s) => s.state !== 'closed');
    return Math.max(at, open, 0);
  });
  const sectionRef = useRef(sectionIndex);
  sectionRef.current = sectionIndex;
  const inSection = (i: number) =>
    !sectional || questions[i]?.section.QuestionPaperSectionID === sectionIds[sectionIndex];
  const firstOfSection = sectional ? questions.findIndex((_, i) => inSection(i)) : 0;
  const lastOfSection = sectional
    ? questions.length -
      1 -
      [...questions].reverse().findIndex((q) => q.section.QuestionPaperSectionID === sectionIds[sectionIndex])
    : questions.length - 1;
  const lastSection = !sectional || sectionIndex === sectionIds.length - 1;
  const [index, setIndexState] = useState(() =>
    sectional && !inSectionAt(questions, restored.currentIndex, sectionIds[sectionIndex])
      ? questions.findIndex((q) => q.section.QuestionPaperSectionID === sectionIds[sectionIndex])
      : restored.currentIndex,
  );
  const setIndex = setIndexState;

  const question = questions[index];
  const initialSeconds = sectional
    ? (data.testData.sections[sectionIndex]?.timeRemaining ?? 0)
    : data.testData.timeRemaining;
  const countdown = useCountdown(initialSeconds, {
    onExpire: () => {
      if (sectional && sectionRef.current < sectionIds.length - 1) void nextSection();
      else void submit(true);
    },
  });
  serverTime.current = (seconds, sectionId) => {
    if (!sectional || sectionId === sectionIds[sectionRef.current]) countdown.resync(seconds);
  };

  /** Seconds spent on the current question since it was shown. */
  const spentOn = useCallback((itemId: string) => {
    const now = performance.now();
    const add = Math.round((now - shownAt.current) / 1000);
    shownAt.current = now;
    timeTaken.current[itemId] = (timeTaken.current[itemId] ?? 0) + add;
    return timeTaken.current[itemId] ?? 0;
  }, []);

  const track = useCallback(
    (itemId: string, sectionId: string, value: ResponseValue): TrackRecord => ({
      testId: attemptId,
      itemId,
      sectionId,
      studentId: data.testData.userId,
      companyCode: data.testData.companyCode,
      attempt: '1',
      marked: false,
      selectedOptionId: value.selectedOptionId,
      enteredText: value.enteredText,
      inputResponses: value.inputResponses,
      timeRemaining: countdown.remaining,
      timeTaken: spentOn(itemId),
      timeStamp: new Date().toISOString(),
      trackNumber: numbers.next(),
      saved: false,
    }),
    [attemptId, data.testData, countdown.remaining, numbers, spentOn],
  );

  /** Writes the answer of an item to the durable queue now (cancelling a pending settle). */
  const save = useCallback(
    (itemId: string) => {
      const q = questions.find((x) => x.item.ItemID === itemId);
      if (!q) return Promise.resolve();
      const pending = timers.current.get(itemId);
      if (pending) clearTimeout(pending);
      timers.current.delete(itemId);
      return queue.enqueue(
        track(itemId, q.section.QuestionPaperSectionID, responsesRef.current[itemId] ?? emptyResponse()),
      );
    },
    [questions, queue, track],
  );

  const saveSettling = useCallback(async () => {
    await Promise.all([...timers.current.keys()].map((itemId) => save(itemId)));
  }, [save]);

  const change = (itemId: string, next: ResponseValue, settle: boolean) => {
    const before = responsesRef.current[itemId] ?? emptyResponse();
    if (sameResponse(before, next)) return;
    responsesRef.current = { ...responsesRef.current, [itemId]: next };
    setResponses(responsesRef.current);
    const pending = timers.current.get(itemId);
    if (pending) clearTimeout(pending);
    if (settle)
      timers.current.set(
        itemId,
        setTimeout(() => void save(itemId), TYPING_SETTLE_MS),
      );
    else void save(itemId);
  };

  const go = async (next: number) => {
    if (!question) return;
    await save(question.item.ItemID);
    setIndex(Math.max(firstOfSection, Math.min(lastOfSection, next)));
    shownAt.current = performance.now();
  };

  const [sectionConfirm, setSectionConfirm] = useState(false);
  const movingOn = useRef(false);
  /** Moves to the next section: its first track opens its clock on the server and closes this one. */
  const nextSection = async () => {
    if (movingOn.current) return;
    movingOn.current = true;
    setSectionConfirm(false);
    try {
      const current = questions[index];
      if (current) await save(current.item.ItemID);
      const next = sectionRef.current + 1;
      const nextId = sectionIds[next];
      const first = questions.findIndex((q) => q.section.QuestionPaperSectionID === nextId);
      if (!nextId || first < 0) return;
      setSectionIndex(next);
      sectionRef.current = next;
      setIndex(first);
      shownAt.current = performance.now();
      countdown.resync((data.testJson.SectionResponse[next]?.TotalTime ?? 0) * 60);
      await save(questions[first]?.item.ItemID ?? '');
    } finally {
      movingOn.current = false;
    }
  };

  // spec 3 §4: Start Test saves the first answer; the server's clock starts with it. It is sent at
  // once, not with the next batch, so that the server's clock and the one shown start together
  // (otherwise the first reply would set the shown time back up by a batch interval).
  useEffect(() => {
    const first = questions[index];
    if (justStarted && first) void save(first.item.ItemID).then(() => queue.syncNow());
  }, []);

  const submitting = useRef(false);
  const submit = async (timeUp: boolean) => {
    if (submitting.current) return;
    submitting.current = true;
    setConfirmOpen(false);
    setSubmitError(null);
    setStage('submitting');
    try {
      await saveSettling();
      if (question) await save(question.item.ItemID);
      let saved = await queue.flush({ timeoutMs: 20_000 });
      // When the time is up the answers still count within the grace period: keep trying.
      while (!saved && timeUp && !waitsForStudent.has(queue.getSnapshot().status)) {
        setSubmitError(syncMessage(queue.getSnapshot().status) ?? SYNC_NETWORK_ERROR);
        await new Promise((resolve) => setTimeout(resolve, 3000));
        saved = await queue.flush({ timeoutMs: 20_000 });
      }
      if (!saved) {
        const status = queue.getSnapshot().status;
        // Ended elsewhere: the page shows the result. Open elsewhere: the runner says so and waits.
        if (status === 'ended') onEnded();
        else if (status !== 'taken-over') setSubmitError(syncMessage(status) ?? SYNC_NETWORK_ERROR);
        setStage('questions');
        return;
      }
      try {
        await endTest(attemptId);
      } catch {
        setSubmitError(SUBMIT_ERROR);
        setStage('questions');
        return;
      }
      onEnded();
    } finally {
      submitting.current = false;
    }
  };

  // The test was submitted or ended elsewhere (another tab, the timer): show the result.
  useEffect(() => {
    if (snapshot.status === 'ended') onEnded();
  }, [snapshot.status]);

  // Another tab of this browser that launches this test holds it from then on: this one stops at
  // once (another device is found out by the server at this runner's next sync).
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(RUNNER_CHANNEL);
    channel.onmessage = (event: MessageEvent<{ attemptId?: string; runnerId?: string }>) => {
      if (event.data?.attemptId === attemptId && event.data.runnerId !== RUNNER_ID) queue.hold();
    };
    return () => channel.close();
  }, [attemptId, queue]);

  const [takingBack, setTakingBack] = useState(false);
  const [takeBackError, setTakeBackError] = useState<string | null>(null);
  /**
   * Continue here: this runner takes the test back (a new launch), and the answers given here that
   * are not yet saved are numbered after every stored one, so they are the ones kept.
   */
  const takeBack = async () => {
    setTakingBack(true);
    setTakeBackError(null);
    try {
      const fresh = await launchAssessment(attemptId);
      const pending = await store.pending(attemptId);
      let next = firstTrackNumber(fresh.tracks, pending, [{ trackNumber: numbers.current() }]);
      for (const t of pending) await store.put({ ...t, trackNumber: next++ });
      onTakeBack(fresh);
    } catch (error) {
      setTakeBackError(errorMessage(error, 'Something went wrong. Please try again.'));
      setTakingBack(false);
    }
  };

  // Recordings stay on this device until their upload is confirmed (ITEM-TYPES.md record-audio).
  const upload = useCallback(
    async (itemId: string, blob: Blob, mimeType: string) => {
      try {
        const url = await uploadRecording(itemId, blob, mimeType);
        const current = responsesRef.current[itemId] ?? emptyResponse();
        const q = questions.find((x) => x.item.ItemID === itemId);
        // A recording item, or a composite with a spoken part (the part takes the URL from enteredText).
        if (
          q &&
          (recordTypes.has(q.item.ItemType) || q.item.Parts.some((p) => recordTypes.has(p.itemType)))
        ) {
          change(itemId, { ...current, enteredText: url }, false);
        }
        await store.deleteRecording(attemptId, itemId);
        setUploadNote(null);
        return url;
      } catch {
        setUploadNote(
          'Your recording is kept on this device and will be uploaded when the connection returns.',
        );
        setTimeout(() => void upload(itemId, blob, mimeType), 10_000);
        return null;
      }
    },
    [attemptId, questions, store],
  );

  const onRecording = async (itemId: string, blob: Blob, mimeType: string) => {
    await store.putRecording(attemptId, itemId, blob, mimeType);
    setRecordingUrls((urls) => ({ ...urls, [itemId]: URL.createObjectURL(blob) }));
    await upload(itemId, blob, mimeType);
  };

  // Recordings left on this device by an earlier visit are uploaded again.
  useEffect(() => {
    for (const q of questions) {
      if (!recordTypes.has(q.item.ItemType)) continue;
      void store.getRecording(attemptId, q.item.ItemID).then((saved) => {
        if (!saved) return;
        setRecordingUrls((urls) => ({ ...urls, [q.item.ItemID]: URL.createObjectURL(saved.blob) }));
        void upload(q.item.ItemID, saved.blob, saved.mimeType);
      });
    }
  }, [attemptId]);

  // Leaving the page with answers still settling writes them first (best effort: IndexedDB is async).
  useEffect(() => {
    const flushOnHide = () => {
      if (document.visibilityState === 'hidden') void saveSettling();
    };
    document.addEventListener('visibilitychange', flushOnHide);
    return () => document.removeEventListener('visibilitychange', flushOnHide);
  }, [saveSettling]);

  const answered = (itemId: string) => {
    const q = questions.find((x) => x.item.ItemID === itemId);
    return !!q && hasAnswer(q.item.ItemType, responses[itemId] ?? emptyResponse());
  };
  const unanswered = questions.filter((q) => !answered(q.item.ItemID)).length;

  if (!question) return null;
  const itemId = question.item.ItemID;
  const value = responses[itemId] ?? emptyResponse();
  const passage = question.item.Passage && !['ssr', 'highlight'].includes(question.item.ItemType);
  const message = submitError ?? syncMessage(snapshot.status);
  const numberOf = (id: string) => questions.find((q) => q.item.ItemID === id)?.number;
  const refused = snapshot.rejected.map(
    (r) => `Your answer to question ${numberOf(r.itemId) ?? '?'} could not be saved: ${r.reason}`,
  );
  const low = countdown.remaining <= 60;
  const isLast = index === questions.length - 1 || (sectional && lastSection && index === lastOfSection);

  return (
    <div className={classes.runner}>
      <header className={classes.header}>
        <div className={classes.title}>
          <Title order={1} size="h4" lineClamp={1}>
            {data.testJson.Name}
          </Title>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {question.section.SectionTitle}
          </Text>
        </div>
        <div
          role="timer"
          aria-label="Time remaining"
          className={`${classes.timer} ${low ? classes.timerLow : ''}`}
        >
          {formatHms(countdown.remaining)}
        </div>
        <SaveState pending={snapshot.pending} durable={snapshot.durable} />
        <Button onClick={() => setConfirmOpen(true)} disabled={stage === 'submitting'}>
          Submit Test
        </Button>
      </header>

      {(message || uploadNote || refused.length > 0) && (
        <Stack gap={4} px="md" pt="xs">
          {message && (
            <Alert color="red" role="alert">
              {message}
            </Alert>
          )}
          {refused.length > 0 && (
            <Alert color="red" role="alert" title="Not saved">
              {refused.map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Alert>
          )}
          {uploadNote && (
            <Alert color="yellow" role="status">
              {uploadNote}
            </Alert>
          )}
        </Stack>
      )}

      <main className={`${classes.body} ${passage ? classes.withPassage : ''}`}>
        {passage && (
          <section className={classes.passage} aria-label="Passage" tabIndex={0}>
            <HtmlContent html={question.item.Passage} />
          </section>
        )}
        <section
          className={classes.question}
          aria-label={`Question ${question.number} of ${questions.length}`}
        >
          <Stack gap="sm">
            {question.section.AudioUrl && (
              // One player per section: it keeps playing while the student moves between its questions.
              <audio
                key={question.section.QuestionPaperSectionID}
                controls
                preload="auto"
                src={question.section.AudioUrl}
                aria-label={`${question.section.SectionTitle} recording`}
              />
            )}
            <ItemView
              item={question.item}
              value={value}
              mode="answer"
              questionNumber={question.number}
              onChange={(next) => change(itemId, next, isTyped(question.item.ItemType, value, next))}
              onRecording={(blob, mime) => void onRecording(itemId, blob, mime)}
              pendingRecordingUrl={recordingUrls[itemId] ?? null}
            />
          </Stack>
        </section>
      </main>

      <footer className={classes.footer}>
        <Group gap="xs">
          <Button variant="default" onClick={() => void go(index - 1)} disabled={index <= firstOfSection}>
            Previous
          </Button>
          {hasAnswer(question.item.ItemType, value) && (
            <Button variant="subtle" color="gray" onClick={() => change(itemId, emptyResponse(), false)}>
              Clear
            </Button>
          )}
        </Group>
        <QuestionPalette
          questions={questions.filter((_, i) => inSection(i))}
          currentIndex={index - firstOfSection}
          answered={answered}
          onGo={(i) => void go(i + firstOfSection)}
        />
        {index === lastOfSection && !lastSection ? (
          <Button onClick={() => setSectionConfirm(true)}>Next Section</Button>
        ) : isLast ? (
          <Button onClick={() => setConfirmOpen(true)}>Submit Test</Button>
        ) : (
          <Button onClick={() => void go(index + 1)}>Next</Button>
        )}
      </footer>

      <Modal opened={sectionConfirm} onClose={() => setSectionConfirm(false)} title="Next Section" centered>
        <Stack>
          <Text>Once you move on, you cannot come back to {question.section.SectionTitle}.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setSectionConfirm(false)}>
              Stay in this section
            </Button>
            <Button onClick={() => void nextSection()}>Next Section</Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={confirmOpen} onClose={() => setConfirmOpen(false)} title="Submit Test" centered>
        <Stack>
          <Text>
            {unanswered === 0
              ? 'You have answered every question.'
              : `${unanswered} of ${questions.length} questions are not answered.`}{' '}
            Once submitted, answers cannot be changed.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmOpen(false)}>
              Back to the test
            </Button>
            <Button onClick={() => void submit(false)}>Submit Test</Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={snapshot.status === 'taken-over'}
        onClose={() => {}}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        title="This test is open elsewhere"
      >
        <Stack>
          <Text>
            You opened this test in another tab or on another device. A test is answered in one place at a
            time, so answers given here are not saved until you continue here.
          </Text>
          <Text>
            If you continue here, the answers you gave in this tab that are not yet saved are kept, and the
            other tab or device stops.
          </Text>
          {takeBackError && (
            <Alert color="red" role="alert">
              {takeBackError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={() => void takeBack()} loading={takingBack}>
              Continue here
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={stage === 'submitting'}
        onClose={() => {}}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        title={countdown.expired ? 'Time is up' : 'Submitting your test'}
      >
        <Group>
          <Loader size="sm" aria-hidden />
          <Text role="status">Saving your answers…</Text>
        </Group>
      </Modal>
    </div>
  );
}

/** Text typed into a box settles before it is tracked; a click or choice is tracked at once. */
function isTyped(itemType: string, before: ResponseValue, next: ResponseValue): boolean {
  if (before.selectedOptionId !== next.selectedOptionId) return false;
  if (recordTypes.has(itemType)) return false;
  return before.enteredText !== next.enteredText || before.inputResponses !== next.inputResponses;
}

function SaveState({ pending, durable }: { pending: number; durable: boolean }) {
  if (!durable) {
    return (
      <Badge color="yellow" variant="light" role="status">
        Answers kept in this tab only
      </Badge>
    );
  }
  return (
    <Badge color={pending ? 'gray' : 'green'} variant="light" role="status" aria-live="polite">
      {pending === 0
        ? 'All answers saved'
        : `${pending} ${pending === 1 ? 'answer' : 'answers'} not yet saved`}
    </Badge>
  );
}

function inSectionAt(
  questions: readonly { section: { QuestionPaperSectionID: string } }[],
  i: number,
  sectionId?: string,
) {
  return questions[i]?.section.QuestionPaperSectionID === sectionId;
}
