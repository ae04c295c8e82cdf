import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { LessonHtml } from '../coding/lesson-html';
import { splitAnswer } from '../utils/lesson-tree';

/**
 * spec 2 §2: a lesson body, and its answer part behind 'Show Answer' / 'Hide Answer'; an `[item …]`
 * shortcode in either shows that coding exercise in place.
 */
export function HtmlLesson({ html }: { html: string }) {
  const { body, answer } = splitAnswer(html);
  const [shown, toggle] = useDisclosure(false);
  const answerId = useId();
  return (
    <Stack gap="md">
      <LessonHtml html={body} />
      {answer !== null && (
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
            {shown && <LessonHtml html={answer} />}
          </div>
        </>
      )}
    </Stack>
  );
}
