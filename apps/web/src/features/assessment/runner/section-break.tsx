import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { LaunchData } from '@portico/contract/assessment-launch';
import type { SectionBreak } from '@portico/contract/section-breaks';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { startAssessment } from '../api/start-assessment';
import { useCountdown } from '../engine/use-countdown';
import classes from './runner.module.css';

export const RESUME_ERROR =
  'The next section could not be opened. Check your connection: it is tried again every few seconds.';
const RETRY_MS = 5000;

/** The break under way in a launch, if any: the runner shows it instead of the questions. */
export const breakUnderWay = (data: LaunchData) => data.testData.breaks?.find((b) => b.secondsLeft !== null);

const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

interface SectionBreakScreenProps {
  data: LaunchData;
  pause: SectionBreak;
  /** The server started the section after the break: the runner starts again from this launch. */
  onResumed: (data: LaunchData) => void;
}

/**
 * The SAT's scheduled break between Reading and Writing and Math (decision 042), as Bluebook shows
 * it: the break's own countdown and Resume Testing. The server holds the break (it began when the
 * section before it closed), so a reload shows the time really left; the next section starts when
 * the student resumes, where the test allows it early, or by itself when the time is up.
 */
export function SectionBreakScreen({ data, pause, onResumed }: SectionBreakScreenProps) {
  const sections = data.testJson.SectionResponse;
  const nextIndex = sections.findIndex((s) => s.QuestionPaperSectionID === pause.beforeSectionId);
  const next = sections[nextIndex]?.SectionTitle ?? 'The next section';
  const before = sections[nextIndex - 1]?.SectionTitle ?? 'The section before';
  const { error, resuming, resume, countdown } = useResume(data, pause, onResumed);

  const canResume = pause.endEarly || countdown.expired;
  return (
    <div className={classes.runner}>
      <main className={classes.body}>
        <Stack
          className={classes.question}
          gap="md"
          maw={40 * 16}
          mx="auto"
          w="100%"
          align="center"
          ta="center"
        >
          <Title order={1} size="h2">
            Break
          </Title>
          <Text fw={600} component="p" m={0}>
            Remaining break time
          </Text>
          <Text fz={48} fw={700} lh={1} role="timer" aria-label="Remaining break time">
            {clockText(countdown.remaining)}
          </Text>
          <Text>
            {before} is over and its answers are saved. {next} starts{' '}
            {pause.endEarly ? 'when you resume testing, or by itself' : 'by itself'} when the{' '}
            {pause.seconds / 60}-minute break ends.
          </Text>
          {!pause.endEarly && (
            <Text size="sm" c="dimmed">
              As on test day, the break cannot be ended early.
            </Text>
          )}
          <List ta="left" size="sm" spacing={4}>
            <List.Item>You may step away: keep this page open.</List.Item>
            <List.Item>If the page reloads, the break goes on with the time it has left.</List.Item>
            <List.Item>The break's time is not taken from {next}.</List.Item>
          </List>
          {error && (
            <Alert color="red" role="alert" w="100%" ta="left">
              {error}
            </Alert>
          )}
          {canResume && (
            <Group justify="center">
              <Button size="md" loading={resuming} onClick={() => void resume()}>
                Resume Testing
              </Button>
            </Group>
          )}
        </Stack>
      </main>
    </div>
  );
}

/**
 * Resume Testing: the server starts the section after the break and the runner starts again from
 * that launch. It happens by itself when the break's time is up; without a connection it is tried
 * again every few seconds.
 */
function useResume(data: LaunchData, pause: SectionBreak, onResumed: (data: LaunchData) => void) {
  const [error, setError] = useState<string | null>(null);
  const [resuming, setResuming] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const busy = useRef(false);

  const resume = async () => {
    if (busy.current) return;
    busy.current = true;
    setResuming(true);
    setError(null);
    try {
      onResumed(await startAssessment(data.testData.studentTestId, pause.beforeSectionId, true));
    } catch (err) {
      // The server's 'not over yet' (a clock a moment ahead of it) is tried again too.
      const refused = err instanceof ApiError && err.fromServer && err.status !== 409;
      setError(refused ? errorMessage(err) : RESUME_ERROR);
      setRetrying(!refused);
      setResuming(false);
    } finally {
      busy.current = false;
    }
  };
  const latest = useRef(resume);
  latest.current = resume;
  const countdown = useCountdown(pause.secondsLeft ?? 0, { onExpire: () => void latest.current() });
  useEffect(() => {
    if (!retrying) return;
    const timer = setInterval(() => void latest.current(), RETRY_MS);
    return () => clearInterval(timer);
  }, [retrying]);

  return { error, resuming, resume, countdown };
}
