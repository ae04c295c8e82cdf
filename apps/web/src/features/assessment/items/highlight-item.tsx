import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { htmlToText } from '../../../components/html-content';
import { AnswerCompare } from './answer-compare-part';
import classes from './items.module.css';
import type { ItemViewProps } from './types';

/** The words of the passage as the server counts them: its text split on white space. */
export const passageWords = (passage: string): string[] => htmlToText(passage).split(/\s+/).filter(Boolean);

/** highlight: each word of the passage is a toggle button; the answer is the marked word indexes. */
export function HighlightItem(props: ItemViewProps) {
  const { item, value, onChange, mode, questionNumber } = props;
  const review = mode === 'review';
  const words = useMemo(() => passageWords(item.Passage), [item.Passage]);
  const marked = value.inputResponses.map((r) => r.value).filter((v): v is string => v != null && v !== '');
  const right = new Set(item.Answer?.wordIndexes ?? []);
  const toggle = (i: number) => {
    const key = String(i);
    const next = marked.includes(key)
      ? marked.filter((m) => m !== key)
      : [...marked, key].sort((a, b) => Number(a) - Number(b));
    onChange({ ...value, inputResponses: next.map((v) => ({ value: v })) });
  };
  const listOf = (indexes: number[]) =>
    indexes.length === 0 ? null : indexes.map((i) => `${words[i] ?? '?'} (word ${i + 1})`).join(', ');

  return (
    <>
      <Text size="sm" c="dimmed">
        {review
          ? 'Marked words are underlined; the right ones are outlined.'
          : 'Select the words to mark them.'}
      </Text>
      {/* biome-ignore lint/a11y/useSemanticElements: running text whose words are buttons, named as a group; a <fieldset> is a block form box that would break the paragraph's flow. */}
      <p
        className={classes.highlightPassage}
        role="group"
        aria-label={`Passage of question ${questionNumber}`}
      >
        {words.map((word, i) => {
          const on = marked.includes(String(i));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: word i of a fixed passage; the answer stores words by that index.
            <span key={i}>
              <button
                type="button"
                className={classes.word}
                aria-pressed={on}
                data-right={review && right.has(i) ? true : undefined}
                disabled={review}
                onClick={() => toggle(i)}
              >
                {word}
                {review && right.has(i) && <span className="visually-hidden"> (right word)</span>}
              </button>{' '}
            </span>
          );
        })}
      </p>
      {review && (
        <AnswerCompare
          rows={[
            {
              yours: listOf(marked.map(Number)),
              correct: listOf([...right].sort((a, b) => a - b)),
            },
          ]}
        />
      )}
    </>
  );
}
