import { Stack } from '@mantine/core';
import { AddToDeck } from '../../review/public';
import { LessonHtml } from '../coding/lesson-html';
import { splitAnswer } from '../utils/lesson-tree';
import { AnswerToggle } from './answer-toggle';

/**
 * spec 2 §2: a lesson body, and its answer part behind 'Show Answer' / 'Hide Answer'; an `[item …]`
 * shortcode in either shows that coding exercise in place.
 */
export function HtmlLesson({ html }: { html: string }) {
  const { body, answer } = splitAnswer(html);
  return (
    <Stack gap="md">
      <AddToDeck>
        <LessonHtml html={body} />
      </AddToDeck>
      {answer !== null && <AnswerToggle>{() => <LessonHtml html={answer} />}</AnswerToggle>}
    </Stack>
  );
}
