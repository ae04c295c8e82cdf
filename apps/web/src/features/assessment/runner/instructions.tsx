import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { isRecordingType } from '@portico/contract/answers';
import type { LaunchData } from '@portico/contract/assessment-launch';
import { withExtraTime } from '@portico/contract/exam-profile';
import { useEffect, useState } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/plural';
import { formatHms } from '../engine/countdown';
import { deferredView, preloadItemViews } from '../items/deferred-view';
import { questionsOf } from './restore';
import classes from './runner.module.css';

// The microphone check (speaking tests only) comes apart from the runner's first download; until
// it arrives its place shows a loader.
const EquipmentCheck = deferredView(
  () => import('../tools/equipment-check').then((m) => m.EquipmentCheck),
  () => <Loader size="sm" aria-label="Loading the microphone check" />,
);

const START_ERROR = 'The test could not be started. Check your connection and try again.';

/**
 * spec 3 §4: the test's instructions, shown only when there are no earlier tracks. Start Test asks
 * the server to start the clock, which hands the questions out (decision 007).
 */
export function Instructions({ data, onStart }: { data: LaunchData; onStart: () => Promise<void> }) {
  const questions = questionsOf(data);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // While the student reads, the runner's parts fetched apart (the recorder, drag and drop, the
  // dialogs) arrive: the first question then waits for none of them.
  useEffect(() => {
    preloadItemViews().catch(() => undefined);
  }, []);
  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      await onStart();
    } catch (err) {
      setError(errorMessage(err, START_ERROR));
      setStarting(false);
    }
  };
  const extra = data.testData.extraTimePercent;
  // PTE checks the microphone before a test with spoken answers.
  const speaks =
    data.testData.rules.profile === 'pte' && questions.some((q) => isRecordingType(q.item.ItemType));
  // A section's minutes with the student's extra time (37.5 minutes reads as 37 min 30 s).
  const sectionTime = (minutes: number) => {
    const seconds = withExtraTime(minutes * 60, extra);
    const whole = Math.floor(seconds / 60);
    return seconds % 60 ? `${countOf(whole, 'minute')} ${seconds % 60} seconds` : countOf(whole, 'minute');
  };
  return (
    <div className={classes.runner}>
      <main className={classes.body}>
        <Stack className={classes.question} gap="md" maw={56 * 16} mx="auto" w="100%">
          <Title order={1} size="h2">
            {data.testJson.Name}
          </Title>
          <Text>
            {countOf(questions.length, 'question')} ·{' '}
            {data.testData.timeLimit ? formatHms(data.testData.timeLimit) : 'no time limit'}
          </Text>
          {extra > 0 && (
            <Alert color="blue" variant="light" title="Extra time">
              Your times include {extra}% extra time, as your access arrangement allows.
            </Alert>
          )}
          {data.testJson.Instruction && <HtmlContent html={data.testJson.Instruction} />}
          <Stack gap={4} component="ul" pl="md">
            {data.testJson.SectionResponse.map((s) => (
              <li key={s.QuestionPaperSectionID}>
                {s.SectionTitle}: {countOf(s.TotalQuestions, 'question')}
                {s.TotalTime ? `, ${sectionTime(s.TotalTime)}` : ''}
              </li>
            ))}
          </Stack>
          <Text size="sm" c="dimmed">
            Your answers are saved as you go, also without a connection. The timer starts when you start the
            test, and the questions appear with it.
          </Text>
          {speaks && <EquipmentCheck />}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button size="md" onClick={() => void start()} loading={starting}>
              Start Test
            </Button>
          </Group>
        </Stack>
      </main>
    </div>
  );
}
