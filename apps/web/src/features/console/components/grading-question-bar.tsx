import { Button, Group, Switch, Text } from '@mantine/core';
import { StatusAlert } from '../../../components/status-alert';
import type { GradingQuestion } from '../hooks/use-grading-question';

interface Props {
  question: GradingQuestion;
  /** The attempt's answers in all, to say how many are hidden. */
  answers: number;
  /** The workspace's ways to another attempt and back to the queue (what the page holds saved first). */
  work: { go: (id: string) => Promise<void>; back: () => Promise<void> };
}

/**
 * Grading by question (issue 40), above the question's card: the rest of the attempt a switch away,
 * and, once this answer is graded with none after it left, the end of the question's list with the
 * way back to the queue (or to an answer passed over).
 */
export function GradingQuestionBar({ question, answers, work }: Props) {
  const { unit, place } = question;
  if (!unit) {
    return (
      <StatusAlert tone="info">
        This attempt has no answer to {question.name}; the whole attempt is shown.
      </StatusAlert>
    );
  }
  const hidden = answers - unit.length;
  const ended = question.graded && place !== null && place.nextId === null;
  return (
    <>
      {hidden > 0 && (
        <Switch
          label="Show the whole attempt"
          description={`${hidden} other ${hidden === 1 ? 'answer' : 'answers'} of this attempt and the remarks on the whole test`}
          checked={question.whole}
          onChange={(e) => question.setWhole(e.currentTarget.checked)}
        />
      )}
      {ended && (
        <StatusAlert tone="success" title="The end of this question">
          <Text size="sm">
            {place.skipped === 0
              ? `Every waiting answer to ${question.name} is graded.`
              : `No answer to ${question.name} after this one waits. ${place.skipped} earlier ${place.skipped === 1 ? 'answer' : 'answers'} passed over still ${place.skipped === 1 ? 'needs' : 'need'} grading.`}{' '}
            An attempt is released on its own once all its answers are graded.
          </Text>
          <Group gap="xs" mt="xs">
            <Button size="xs" onClick={() => void work.back()}>
              Back to the evaluations
            </Button>
            {place.skippedId && (
              <Button
                size="xs"
                variant="default"
                onClick={() => place.skippedId && void work.go(place.skippedId)}
              >
                Go to the first passed over
              </Button>
            )}
          </Group>
        </StatusAlert>
      )}
    </>
  );
}
