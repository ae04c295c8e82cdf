import { Text, type TextProps } from '@mantine/core';

/** spec 3 §2, §8, word for word (curly quotes included). */
export const ESSAY_NOTE = 'Note : Essay question to be Assessed, Right now, we are showing “0”';

/** Shown for essays and recordings that a faculty member has not assessed yet. */
export function EssayNote(props: Omit<TextProps, 'children'>) {
  return (
    <Text size="sm" c="red.9" {...props}>
      {ESSAY_NOTE}
    </Text>
  );
}
