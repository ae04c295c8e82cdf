import { Textarea } from '@mantine/core';
import classes from './items.module.css';

export const countWords = (text: string | null | undefined): number =>
  text ? text.trim().split(/\s+/).filter(Boolean).length : 0;

interface EssayFieldProps {
  label: string;
  value: string | null;
  onChange(text: string | null): void;
  readOnly: boolean;
}

/** A text box with a live word count below it (essay types and essay parts of composites). */
export function EssayField({ label, value, onChange, readOnly }: EssayFieldProps) {
  return (
    <Textarea
      aria-label={label}
      // The count is the field's description, so Mantine ties it to the box (aria-describedby).
      description={`Words: ${countWords(value)}`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value ?? ''}
      readOnly={readOnly}
      autosize
      minRows={8}
      maxRows={24}
      onChange={(e) => onChange(e.currentTarget.value === '' ? null : e.currentTarget.value)}
      classNames={{ input: classes.essayInput, description: classes.wordCount }}
    />
  );
}
