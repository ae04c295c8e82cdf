import { Paper, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { CodingExercise } from './coding-exercise';
import { type ItemShortcode, splitShortcodes } from './shortcode';

/**
 * Lesson HTML with its `[item …]` shortcodes shown as coding exercises in place (spec 2 §2). The
 * HTML around them is sanitised as all server HTML is (HtmlContent).
 */
export function LessonHtml({ html }: { html: string }) {
  const parts = useMemo(() => splitShortcodes(html), [html]);
  const first = parts[0];
  if (parts.length === 0 || (parts.length === 1 && first?.kind === 'html')) {
    return <HtmlContent html={first?.kind === 'html' ? first.html : ''} />;
  }
  return (
    <Stack gap="md">
      {parts.map((part, i) =>
        part.kind === 'html' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one lesson body, in a fixed order.
          <HtmlContent key={i} html={part.html} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same exercise may be shown twice.
          <EmbeddedExercise key={i} item={part} />
        ),
      )}
    </Stack>
  );
}

function EmbeddedExercise({ item }: { item: ItemShortcode }) {
  const queryClient = useQueryClient();
  return (
    <Paper withBorder radius="md" p="md" miw={0}>
      <CodingExercise
        id={item.id}
        language={item.language}
        showTitle
        // The exercise may belong to another topic: its topic list shows it Completed when next opened.
        onCompleted={() => void queryClient.invalidateQueries({ queryKey: ['learning', 'objects'] })}
      />
    </Paper>
  );
}
