import { Group, Text, TextInput } from '@mantine/core';
import { AnswerCompare } from './answer-compare-part';
import { acceptedAnswers } from './answer-key';
import classes from './items.module.css';
import { inputAt, withInput } from './response';
import { answerLabel, type ItemViewProps } from './types';

const accepted = (answers: string[], range: boolean) =>
  range
    ? answers
        .map((a) => a.split('~').map((s) => s.trim()))
        .map(([min, max]) => `${min} to ${max}`)
        .join(' or ')
    : answers.join(' or ');

/** an (a short typed answer), ne and rangelimit (a number): enteredText. */
export function ShortAnswerItem(props: ItemViewProps) {
  const { item, value, onChange, mode } = props;
  const review = mode === 'review';
  const numeric = item.ItemType !== 'an';
  return (
    <>
      <TextInput
        aria-label={answerLabel(props)}
        value={value.enteredText ?? ''}
        readOnly={review}
        inputMode={numeric ? 'decimal' : 'text'}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) =>
          onChange({ ...value, enteredText: e.currentTarget.value === '' ? null : e.currentTarget.value })
        }
        className={classes.shortInput}
        placeholder={numeric ? 'Enter a number' : 'Type your answer'}
      />
      {review && (
        <AnswerCompare
          rows={[
            {
              yours: value.enteredText,
              correct: accepted(acceptedAnswers(item), item.ItemType === 'rangelimit'),
            },
          ]}
        />
      )}
    </>
  );
}

/** One number of a fraction, typed as a decimal. */
function FractionPart({
  label,
  value,
  readOnly,
  onChange,
}: {
  label: string;
  value: string | null;
  readOnly: boolean;
  onChange: (text: string) => void;
}) {
  return (
    <TextInput
      aria-label={label}
      value={value ?? ''}
      readOnly={readOnly}
      inputMode="decimal"
      autoComplete="off"
      onChange={(e) => onChange(e.currentTarget.value)}
      w={110}
    />
  );
}

/** bn: a fraction, numerator and denominator: inputResponses [numerator, denominator]. */
export function FractionItem(props: ItemViewProps) {
  const { item, value, onChange, mode } = props;
  const review = mode === 'review';
  const set = (i: number, text: string) => onChange(withInput(value, i, text === '' ? null : text, 2));
  const num = inputAt(value, 0);
  const den = inputAt(value, 1);
  return (
    <>
      <Group
        gap={6}
        align="center"
        role="group"
        aria-label={`${answerLabel(props)}, as a fraction`}
        className={classes.fraction}
      >
        <FractionPart label="Numerator" value={num} readOnly={review} onChange={(text) => set(0, text)} />
        <Text aria-hidden="true" fw={700} size="lg">
          /
        </Text>
        <FractionPart label="Denominator" value={den} readOnly={review} onChange={(text) => set(1, text)} />
      </Group>
      {review && (
        <AnswerCompare
          rows={[
            {
              yours: num || den ? `${num ?? '?'} / ${den ?? '?'}` : null,
              correct: accepted(acceptedAnswers(item), false),
            },
          ]}
        />
      )}
    </>
  );
}
