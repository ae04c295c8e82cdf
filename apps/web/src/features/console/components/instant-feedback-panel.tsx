import { List, Loader, Stack, Text } from '@mantine/core';
import type { AnswerFeedback, FeedbackMark } from '@portico/contract/answer-feedback';
import type { EvaluationAnswer } from '@portico/contract/console-evaluations';
import { DataTable } from '../../../components/data-table';
import { CriterionReadings, FeedbackFacts, SpeakingFacts } from '../../reports/public';
import { estimateRange } from '../utils/band-estimate';
import classes from './evaluation-answer-card.module.css';

/** What the workspace knows of the attempt's instant feedback (issue 41), handed to each answer. */
export type FeedbackAids = {
  /** Each answer's feedback by its item; undefined while it loads or when it could not be loaded. */
  byItem: Map<string, AnswerFeedback> | undefined;
  failed: boolean;
  /** Opens the ask for a second marking with this note; absent where this member may not ask. */
  askSecond?: (note: string) => void;
};

/**
 * The band estimate as a suggestion beside the teacher's own grade per criterion, and how far it
 * can be trusted (its held-out agreement, and whether students see it); or why there is none.
 */
function EstimateSuggestion({
  feedback,
  criteria,
}: {
  feedback: AnswerFeedback;
  criteria: Record<string, number | null>;
}) {
  const { estimate, estimateNote } = feedback;
  const note = estimateNote ? (
    <Text size="xs" c="gray.7">
      {estimateNote}
    </Text>
  ) : null;
  if (!estimate) return note;
  const label = estimate.resultLabel.toLowerCase();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Suggested {label}: {estimateRange(estimate.low, estimate.high)}{' '}
        <Text span size="sm" fw={400} c="gray.7">
          (an estimate; the grade is yours)
        </Text>
      </Text>
      <DataTable
        fz="sm"
        verticalSpacing={2}
        aria-label={`The ${label} estimate per criterion`}
        rows={estimate.criteria}
        rowKey={(c) => c.key}
        columns={[
          { header: 'Criterion', rowHeader: true, cell: (c) => c.label },
          { header: 'Estimate', cell: (c) => estimateRange(c.low, c.high) },
          { header: 'Your grade', cell: (c) => criteria[c.key] ?? '–' },
        ]}
      />
      {note}
    </Stack>
  );
}

/** The grammar problems, misspellings and copied words the check found, quoted with its message. */
function MarksFound({ marks }: { marks: FeedbackMark[] }) {
  const found = marks.filter((m) => m.kind !== 'linking');
  if (found.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        What the check found ({found.length})
      </Text>
      <List size="sm" spacing={2}>
        {found.map((m) => (
          <List.Item key={`${m.start}-${m.end}`} style={{ overflowWrap: 'anywhere' }}>
            <Text span size="sm" fs="italic" c="gray.7">
              “{m.quote}”
            </Text>{' '}
            — {m.message}
            {m.suggestions.length > 0 && ` Try: ${m.suggestions.slice(0, 3).join(', ')}.`}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/** The measured answer: its estimate, facts, what the check found and the readings; a recording's measures. */
function Measured({
  feedback,
  criteria,
}: {
  feedback: AnswerFeedback;
  criteria: Record<string, number | null>;
}) {
  if (feedback.speaking) {
    return (
      <>
        <SpeakingFacts measures={feedback.speaking} label="Measures of the recording" />
        {feedback.speaking.transcript && (
          <Text size="sm" c="gray.8">
            Transcript: {feedback.speaking.transcript}
          </Text>
        )}
      </>
    );
  }
  return (
    <>
      <EstimateSuggestion feedback={feedback} criteria={criteria} />
      {feedback.writing && <FeedbackFacts indicators={feedback.writing} label="Measures of the answer" />}
      <MarksFound marks={feedback.marks} />
      <CriterionReadings criteria={feedback.criteria} />
    </>
  );
}

function PanelBody({
  feedback,
  aids,
  criteria,
}: {
  feedback: AnswerFeedback | undefined;
  aids: FeedbackAids;
  criteria: Record<string, number | null>;
}) {
  if (aids.failed)
    return <Text size="sm">The instant feedback could not be loaded. Reload the page to try again.</Text>;
  if (!feedback || feedback.state === 'pending') {
    return (
      <Text size="sm" c="gray.7">
        <Loader size="xs" mr="xs" aria-hidden="true" />
        {feedback ? 'Being measured…' : 'Loading the instant feedback…'}
      </Text>
    );
  }
  if (feedback.state !== 'ready') {
    return (
      <Text size="sm" c="gray.7">
        {feedback.reason}
      </Text>
    );
  }
  return <Measured feedback={feedback} criteria={criteria} />;
}

/**
 * Under an answer in the grading workspace (issue 41): what Portico measured on it the moment the
 * attempt ended, closed until the teacher opens it so that the estimate never leads the grade.
 */
export function InstantFeedbackPanel({
  answer,
  aids,
  criteria,
}: {
  answer: EvaluationAnswer;
  aids: FeedbackAids | undefined;
  /** The teacher's grades as the page holds them, beside the estimate; never changed here. */
  criteria: Record<string, number | null>;
}) {
  if (!aids) return null;
  const feedback = aids.byItem?.get(answer.itemId);
  // Loaded, and this answer is not one Portico measures.
  if (aids.byItem && !feedback) return null;
  return (
    <details className={classes.task} data-instant-feedback="">
      <summary>Instant feedback</summary>
      <Stack gap="sm" mt="xs">
        <PanelBody feedback={feedback} aids={aids} criteria={criteria} />
      </Stack>
    </details>
  );
}
