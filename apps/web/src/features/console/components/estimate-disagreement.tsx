import { Alert, Button, Stack, Text } from '@mantine/core';
import type { EvaluationAnswer } from '@portico/contract/console-evaluations';
import { disagreementNote, disagrees, estimateRange } from '../utils/band-estimate';
import { type AnswerForm, resultOf } from '../utils/evaluation-form';
import type { FeedbackAids } from './instant-feedback-panel';

/**
 * Under an answer's grades (issue 41): once the teacher's result lies more than one band (or
 * level) outside the band estimate, a word saying so, and the ask for a second marking with why
 * written for them, where they may ask. The grade is left as it is.
 */
export function EstimateDisagreement({
  answer,
  form,
  aids,
  readOnly,
}: {
  answer: EvaluationAnswer;
  form: AnswerForm;
  aids: FeedbackAids | undefined;
  readOnly: boolean;
}) {
  const feedback = aids?.byItem?.get(answer.itemId);
  const estimate = feedback?.state === 'ready' ? feedback.estimate : null;
  const result = resultOf(answer, form);
  if (readOnly || !estimate || !result || !disagrees(result.value, estimate)) return null;
  const unit = estimate.resultLabel.toLowerCase();
  const range = estimateRange(estimate.low, estimate.high);
  const askSecond = aids?.askSecond;
  return (
    <Alert color="orange" variant="light" title={`More than one ${unit} from the estimate`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          The {unit} estimate is {range}; your grade is {result.value}. The estimate can be wrong: where you
          are unsure, another teacher’s marking settles it.
        </Text>
        {askSecond && (
          <Button
            size="xs"
            variant="default"
            onClick={() => askSecond(disagreementNote(`Question ${answer.number}`, result.value, estimate))}
          >
            Ask for a second marking
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
