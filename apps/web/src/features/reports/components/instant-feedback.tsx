import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { AnswerFeedback } from '@portico/contract/answer-feedback';
import { useId } from 'react';
import { useAnswerFeedback } from '../api/get-feedback';
import { FeedbackAnswer } from './feedback-answer';

/** The band estimate as a range, always beside the reminder that the teacher's band counts. */
function Estimate({ answer }: { answer: AnswerFeedback }) {
  const { estimate } = answer;
  if (!estimate) {
    return answer.estimateNote ? (
      <Text size="sm" c="gray.7">
        {answer.estimateNote}
      </Text>
    ) : null;
  }
  const range = (low: number, high: number) => (low === high ? String(low) : `${low}–${high}`);
  return (
    <Alert
      color="blue"
      variant="light"
      title={`${estimate.resultLabel} estimate: ${range(estimate.low, estimate.high)}`}
    >
      <Text size="sm">
        An estimate from {estimate.essays} answers your school&apos;s teachers graded; your teacher&apos;s
        band is the one that counts.
      </Text>
      <Text size="sm" c="gray.8">
        {estimate.criteria.map((c) => `${c.label} ${range(c.low, c.high)}`).join(' · ')}
      </Text>
    </Alert>
  );
}

function AnswerCard({ answer }: { answer: AnswerFeedback }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Title order={3} id={headingId} fz="md" mb="sm">
        {answer.title}
      </Title>
      {answer.state === 'pending' && (
        <Text size="sm" c="gray.7">
          <Loader size="xs" mr="xs" aria-hidden="true" />
          Checking your answer…
        </Text>
      )}
      {(answer.state === 'unavailable' || answer.state === 'failed') && (
        <Text size="sm" c="gray.7">
          {answer.reason}
        </Text>
      )}
      {answer.state === 'ready' && (
        <Stack gap="md">
          <Estimate answer={answer} />
          <FeedbackAnswer answer={answer} text={answer.text} label={answer.title} />
        </Stack>
      )}
    </Paper>
  );
}

/**
 * issue 41: the instant feedback of an ended attempt's written and spoken answers, measured by
 * Portico's server the moment the test ended: indicators, labelled as such, never a band.
 */
export function InstantFeedback({ studentTestId }: { studentTestId: string }) {
  const headingId = useId();
  const feedback = useAnswerFeedback(studentTestId);
  const answers = feedback.data?.answers ?? [];
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <div>
        <Title order={2} id={headingId} fz="lg">
          Instant feedback
        </Title>
        <Text size="sm" c="gray.7">
          Measured on your answers by Portico the moment you finished: indicators to guide your practice, not
          a band. Your teacher&apos;s evaluation is the one that counts.
        </Text>
      </div>
      {feedback.isPending && <Loader size="sm" aria-label="Loading instant feedback" />}
      {feedback.isError && (
        <Alert color="red" variant="light">
          The instant feedback could not be loaded. Reload the page to try again.
        </Alert>
      )}
      {feedback.isSuccess && answers.length === 0 && (
        <Text size="sm">
          No written or spoken answer was given in this test, so there is nothing to give feedback on.
        </Text>
      )}
      {answers.map((a) => (
        <AnswerCard key={a.itemId} answer={a} />
      ))}
    </Stack>
  );
}
