import { Alert, Badge, Stack, Text } from '@mantine/core';
import { type QuestionNumber, questionTitle } from '@portico/contract/question-numbers';
import classes from './runner.module.css';

/**
 * Whether every answer has reached the server, or how many changed answers are still on their way.
 * `pending` counts queued records (moving between questions queues one too); `answers` counts the
 * questions whose answer changed and has not reached the server yet (queued, or still being typed):
 * only those are 'not yet saved', and while there are any, nothing claims all is saved.
 */
export function SaveState({
  pending,
  answers,
  durable,
}: {
  pending: number;
  answers: number;
  durable: boolean;
}) {
  if (!durable) {
    return (
      <Badge color="yellow" variant="light" role="status">
        Answers kept in this tab only
      </Badge>
    );
  }
  return (
    // As wide as 'All answers saved' whatever it says, so the header of a phone, whose controls
    // wrap, keeps its rows when saving starts and ends (no layout shift under the student's eyes).
    <Badge
      className={classes.saveState}
      color={pending || answers ? 'gray' : 'green'}
      variant="light"
      role="status"
      aria-live="polite"
    >
      {answers > 0
        ? // Queued, or still being typed (not queued yet): not saved until the server has it.
          `${answers} ${answers === 1 ? 'answer' : 'answers'} not yet saved`
        : pending === 0
          ? 'All answers saved'
          : // Only the time spent on a question is on its way (or answers kept from before a reload).
            'Saving…'}
    </Badge>
  );
}

/** What to tell of each answer the server refused, by its question's number. */
export function refusedLines(
  rejected: readonly { itemId: string; reason: string }[],
  questions: readonly { item: { ItemID: string }; numbers: QuestionNumber }[],
): string[] {
  const numbersOf = (id: string) => questions.find((q) => q.item.ItemID === id)?.numbers;
  return rejected.map((r) => {
    const numbers = numbersOf(r.itemId);
    const which = numbers ? questionTitle(numbers).toLowerCase() : 'question ?';
    return `Your answer to ${which} could not be saved: ${r.reason}`;
  });
}

/** A sync or submit error, the answers the server refused, and a recording waiting to upload. */
export function RunnerAlerts({
  message,
  refused,
  uploadNote,
  notice = null,
}: {
  message: string | null;
  refused: string[];
  uploadNote: string | null;
  /** What the exam tells every student now (IELTS Listening's time to check). */
  notice?: string | null;
}) {
  if (!message && !uploadNote && !notice && refused.length === 0) return null;
  return (
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
      {notice && (
        <Alert color="blue" role="status">
          {notice}
        </Alert>
      )}
      {uploadNote && (
        <Alert color="yellow" role="status">
          {uploadNote}
        </Alert>
      )}
    </Stack>
  );
}
