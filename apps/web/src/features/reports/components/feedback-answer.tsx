import { Anchor, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import type { AnswerFeedback, FeedbackMark, FeedbackMarkKind } from '@portico/contract/answer-feedback';
import { useState } from 'react';
import { Link } from 'react-router';
import { NotedText } from '../../../components/noted-text';
import { CriterionReadings } from './criterion-readings';
import { FeedbackFacts, SpeakingFacts } from './feedback-facts';
import classes from './instant-feedback.module.css';

const KIND_NAMES: Record<FeedbackMarkKind, string> = {
  grammar: 'Grammar',
  spelling: 'Spelling',
  variety: 'Other spelling variety',
  prompt: 'Copied from the task',
  linking: 'Linking word',
};

const key = (m: Pick<FeedbackMark, 'start' | 'end'>) => `${m.start}-${m.end}`;

/** The essay with the marks in place: mistakes always, linking words when the student asks. */
function MarkedEssay({ text, marks, label }: { text: string; marks: FeedbackMark[]; label: string }) {
  const [linking, setLinking] = useState(false);
  const shown = marks.filter((m) => linking || m.kind !== 'linking');
  const kinds = new Map(shown.map((m) => [key(m), m.kind]));
  const present = [...new Set(shown.map((m) => m.kind))];
  return (
    <Stack gap="xs">
      <Group gap="md" wrap="wrap" role="group" aria-label="What the colours mean">
        {present.map((kind) => (
          <Text key={kind} size="xs" c="gray.8">
            <span className={`${classes.swatch} ${classes[kind]}`} aria-hidden="true" />
            {KIND_NAMES[kind]}
          </Text>
        ))}
        {marks.some((m) => m.kind === 'linking') && (
          <Checkbox
            size="xs"
            label="Show linking words"
            checked={linking}
            onChange={(e) => setLinking(e.currentTarget.checked)}
          />
        )}
      </Group>
      <NotedText
        text={text}
        notes={shown.map((m) => ({ start: m.start, end: m.end, quote: m.quote, text: m.message }))}
        paragraphs
        listLabel={`What the check found in ${label}`}
        classOf={(note) => classes[kinds.get(key(note)) ?? '']}
        renderNote={(note) => (
          <>
            <span className={classes.quote}>“{note.quote}”</span> — {note.text}
          </>
        )}
      />
    </Stack>
  );
}

/** One answer's instant feedback: facts, the essay marked, each criterion's reading, what to practise. */
export function FeedbackAnswer({
  answer,
  text,
  label,
}: {
  answer: AnswerFeedback;
  text: string;
  label: string;
}) {
  if (answer.speaking) return <SpeakingFacts measures={answer.speaking} />;
  if (!answer.writing) return null;
  return (
    <Stack gap="md">
      <FeedbackFacts indicators={answer.writing} />
      <MarkedEssay text={text} marks={answer.marks} label={label} />
      <Stack gap="sm">
        <CriterionReadings criteria={answer.criteria} />
      </Stack>
      {answer.practise.length > 0 && (
        <div>
          <Title order={4} fz="sm">
            What to practise next
          </Title>
          <List size="sm" spacing={2}>
            {answer.practise.map((p) => (
              <List.Item key={p.url}>
                <Anchor component={Link} to={p.url}>
                  {p.title}
                </Anchor>{' '}
                <Text span size="sm" c="gray.7">
                  {p.why}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
