import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import classes from './items.module.css';
import { loadSpeller, type Misspelt, misspelt, replaceWord, type Speller } from './spell-check';

/** A pause in typing before the answer is checked again. */
const SETTLE_MS = 400;

interface SpellCheckListProps {
  text: string;
  /** The answer with a suggestion taken. */
  onChange(text: string): void;
  /** Where the speller comes from (tests pass their own). */
  load?: () => Promise<Speller>;
}

/**
 * CELPIP Writing's spell checker under the box (decision 041): the misspelt words of the answer, each
 * with its suggestions as buttons that put the word right throughout. The browser's own check
 * underlines them in the box as well. It checks once the typing pauses and says what it found, so a
 * screen reader hears it without its every change.
 */
export function SpellCheckList({ text, onChange, load = loadSpeller }: SpellCheckListProps) {
  const [speller, setSpeller] = useState<Speller | null>(null);
  const [failed, setFailed] = useState(false);
  const [found, setFound] = useState<Misspelt[]>([]);

  useEffect(() => {
    let live = true;
    load().then(
      (s) => live && setSpeller(s),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [load]);

  useEffect(() => {
    if (!speller) return;
    const timer = setTimeout(() => setFound(misspelt(speller, text)), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [speller, text]);

  if (failed) {
    return (
      <Text size="sm" c="dimmed">
        The spell checker could not be loaded. Your answer is saved as usual.
      </Text>
    );
  }
  return (
    <section aria-label="Spelling" className={classes.spelling}>
      <Text size="sm" fw={600} role="status">
        {!speller
          ? 'Spell check is starting…'
          : found.length === 0
            ? 'Spell check: no misspelt words.'
            : `Spell check: ${found.length === 8 ? '8 or more' : found.length} word${found.length === 1 ? '' : 's'} to check`}
      </Text>
      {found.length > 0 && (
        <ul className={classes.spellingList}>
          {found.map(({ word, suggestions }) => (
            <li key={word}>
              <Group gap={6} wrap="wrap">
                <Text component="span" size="sm" className={classes.misspelt}>
                  {word}
                </Text>
                {suggestions.length === 0 ? (
                  <Text component="span" size="sm" c="dimmed">
                    no suggestions
                  </Text>
                ) : (
                  suggestions.map((s) => (
                    <Button
                      key={s}
                      size="compact-sm"
                      variant="default"
                      aria-label={`Replace ${word} with ${s}`}
                      onClick={() => onChange(replaceWord(text, word, s))}
                    >
                      {s}
                    </Button>
                  ))
                )}
              </Group>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
