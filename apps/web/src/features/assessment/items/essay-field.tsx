import { Textarea } from '@mantine/core';
import { MAX_ANSWER_LENGTH } from '@portico/contract/assessment-sync';
import { useContext } from 'react';
import classes from './items.module.css';
import { SpellCheckContext } from './spell-check-context';
import { SpellCheckList } from './spell-check-list';

const grouped = new Intl.NumberFormat('en');
/** 'Words: 4 · 22 / 20,000 characters': the live counts under an essay box. */
export const essayCounts = (text: string | null | undefined): string =>
  `Words: ${countWords(text)} · ${grouped.format(text?.length ?? 0)} / ${grouped.format(MAX_ANSWER_LENGTH)} characters`;

export const countWords = (text: string | null | undefined): number =>
  text ? text.trim().split(/\s+/).filter(Boolean).length : 0;

interface EssayFieldProps {
  label: string;
  value: string | null;
  onChange(text: string | null): void;
  readOnly: boolean;
}

/**
 * A text box with a live word count and the answer's length limit below it (essay types and essay
 * parts of composites). The box takes no more than the server stores.
 */
export function EssayField({ label, value, onChange, readOnly }: EssayFieldProps) {
  const full = (value?.length ?? 0) >= MAX_ANSWER_LENGTH;
  const spellCheck = useContext(SpellCheckContext) && !readOnly;
  const box = (
    <Textarea
      aria-label={label}
      // The counts are the field's description, so Mantine ties them to the box (aria-describedby).
      description={full ? `${essayCounts(value)}: the limit is reached` : essayCounts(value)}
      maxLength={MAX_ANSWER_LENGTH}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value ?? ''}
      readOnly={readOnly}
      // The exam's own box: CELPIP's checks spelling, the others check nothing (EXAM-PROFILES.md
      // 'writing'); none corrects by itself.
      spellCheck={spellCheck}
      autoCorrect="off"
      autosize
      minRows={8}
      maxRows={24}
      onChange={(e) => onChange(e.currentTarget.value === '' ? null : e.currentTarget.value)}
      classNames={{ input: classes.essayInput, description: classes.wordCount }}
    />
  );
  if (!spellCheck) return box;
  return (
    <div>
      {box}
      <SpellCheckList text={value ?? ''} onChange={(text) => onChange(text === '' ? null : text)} />
    </div>
  );
}
