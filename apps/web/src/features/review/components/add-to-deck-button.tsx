import { Button, Paper } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { getCourseId } from '../../../lib/session';
import { saveWord } from '../api/review-api';
import { TEXTS } from '../texts';

/** A selected word or phrase, its sentence, and where under the selection the button stands. */
export type Picked = { word: string; sentence: string; top: number; left: number };

/** 'Add to deck' under a selection: saves the word with its sentence to My words. */
export function AddToDeckButton({ picked, onDone }: { picked: Picked; onDone: () => void }) {
  const [saving, setSaving] = useState(false);
  const add = async () => {
    const courseId = getCourseId();
    if (!courseId) return;
    setSaving(true);
    try {
      await saveWord(courseId, picked.word, picked.sentence);
      notify.show({ color: 'green', message: TEXTS.added(picked.word) });
      onDone();
    } catch (error) {
      notify.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper
      shadow="md"
      radius="md"
      p={4}
      pos="absolute"
      top={picked.top}
      left={picked.left}
      style={{ zIndex: 300 }}
    >
      <Button
        size="xs"
        loading={saving}
        onClick={add}
        onMouseDown={(e) => e.preventDefault()}
        aria-label={`${TEXTS.addToDeck}: ${picked.word}`}
      >
        {TEXTS.addToDeck}
      </Button>
    </Paper>
  );
}
