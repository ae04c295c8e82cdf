import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';

/**
 * spec 2 §2: a lesson's answer behind 'Show Answer' / 'Hide Answer'. The answer is rendered only while
 * shown, so its audio does not load (or play) before the student asks for it.
 */
export function AnswerToggle({ children }: { children: () => ReactNode }) {
  const [shown, toggle] = useDisclosure(false);
  const answerId = useId();
  return (
    <>
      <Button
        variant="light"
        onClick={toggle.toggle}
        aria-expanded={shown}
        aria-controls={answerId}
        style={{ alignSelf: 'flex-start' }}
      >
        {shown ? 'Hide Answer' : 'Show Answer'}
      </Button>
      <div id={answerId} hidden={!shown}>
        {shown && children()}
      </div>
    </>
  );
}
