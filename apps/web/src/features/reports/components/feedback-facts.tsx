import { Text } from '@mantine/core';
import type { SpeakingMeasures, WritingIndicators } from '@portico/contract/answer-feedback';
import classes from './instant-feedback.module.css';

type Fact = { label: string; value: string; note?: string };

const minutes = (s: number) => `${Math.round(s / 60)} min`;
const seconds = (s: number) => `${s.toFixed(1)} s`;

function Facts({ facts, label }: { facts: Fact[]; label: string }) {
  return (
    <dl className={classes.facts} aria-label={label} style={{ margin: 0 }}>
      {facts.map((f) => (
        <div key={f.label} className={classes.fact}>
          <Text component="dt" size="xs" c="gray.7">
            {f.label}
          </Text>
          <Text component="dd" m={0} fw={700}>
            {f.value}
            {f.note && (
              <Text span size="xs" fw={400} c="gray.7">
                {' '}
                {f.note}
              </Text>
            )}
          </Text>
        </div>
      ))}
    </dl>
  );
}

function wordsNote(i: WritingIndicators): string | undefined {
  if (i.minWords !== null && i.maxWords !== null) return `of ${i.minWords}–${i.maxWords}`;
  if (i.minWords !== null) return `of at least ${i.minWords}`;
  if (i.maxWords !== null) return `of at most ${i.maxWords}`;
  return undefined;
}

/** The task facts and measures of a written answer, each with its unit. */
export function FeedbackFacts({
  indicators: i,
  label = 'Measures of your answer',
}: {
  indicators: WritingIndicators;
  /** The list's name: the student's report speaks to the student, the console of them. */
  label?: string;
}) {
  const devices = i.linking.reduce((a, l) => a + l.count, 0);
  const facts: Fact[] = [
    { label: 'Words', value: String(i.words), note: wordsNote(i) },
    { label: 'Paragraphs', value: String(i.paragraphs) },
    {
      label: 'Sentences',
      value: String(i.sentences),
      note: i.sentences ? `${i.sentenceLength.mean} words on average` : undefined,
    },
    ...(i.secondsUsed !== null
      ? [
          {
            label: 'Time used',
            value: minutes(i.secondsUsed),
            note: i.secondsAllowed ? `of ${minutes(i.secondsAllowed)}` : undefined,
          },
        ]
      : []),
    { label: 'Grammar problems', value: String(i.grammarProblems) },
    { label: 'Spelling mistakes', value: String(i.spellingMistakes) },
    { label: 'Linking words', value: String(devices), note: `${i.linkingPer100Words} per 100 words` },
    { label: 'Lexical diversity (MTLD)', value: String(i.mtld) },
    { label: 'Less common words', value: `${Math.round(i.uncommonShare * 100)} %` },
  ];
  return <Facts facts={facts} label={label} />;
}

/** A recording's measures: speaking time, pauses and the longest silence. */
export function SpeakingFacts({
  measures: m,
  label = 'Measures of your recording',
}: {
  measures: SpeakingMeasures;
  label?: string;
}) {
  const facts: Fact[] = [
    {
      label: 'Speaking time',
      value: seconds(m.speakingSeconds),
      note: m.taskSeconds ? `of ${seconds(m.taskSeconds)}` : `of ${seconds(m.recordingSeconds)} recorded`,
    },
    { label: 'Pauses', value: String(m.pauses), note: `${m.pausesPerMinute} a minute` },
    { label: 'Average pause', value: seconds(m.meanPauseSeconds) },
    { label: 'Longest silence', value: seconds(m.longestSilenceSeconds) },
    ...(m.wordsPerMinute !== null
      ? [{ label: 'Words a minute', value: String(Math.round(m.wordsPerMinute)) }]
      : []),
  ];
  return <Facts facts={facts} label={label} />;
}
