import { Stack } from '@mantine/core';
import { useState } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { audioParts, type LessonPart } from '../utils/audio-parts';
import { splitAnswer } from '../utils/lesson-tree';
import { AnswerToggle } from './answer-toggle';
import { AudioPlayer } from './audio-player';

function Parts({
  parts,
  playing,
  onPlaying,
}: {
  parts: LessonPart[];
  playing: string | null;
  onPlaying: (id: string | null) => void;
}) {
  return (
    <>
      {parts.map((p) =>
        p.kind === 'html' ? (
          <HtmlContent key={`h${p.html.length}:${p.html.slice(0, 24)}`} html={p.html} />
        ) : (
          <AudioPlayer
            key={`a${p.index}`}
            src={p.src}
            index={p.index}
            playing={playing}
            onPlaying={onPlaying}
          />
        ),
      )}
    </>
  );
}

/** spec 3 §2 /bookdetail: the lesson with its audios as players, and the answer part behind a toggle. */
export function BookLesson({ html }: { html: string }) {
  // One audio plays at a time (spec 3 §2): the lesson holds which.
  const [playing, onPlaying] = useState<string | null>(null);
  const split = splitAnswer(html);
  const body = audioParts(split.body);
  const answer =
    split.answer === null
      ? null
      : audioParts(split.answer, body.filter((p) => p.kind === 'audio').length + 1);
  return (
    <Stack gap="sm">
      <Parts parts={body} playing={playing} onPlaying={onPlaying} />
      {answer && (
        <AnswerToggle>{() => <Parts parts={answer} playing={playing} onPlaying={onPlaying} />}</AnswerToggle>
      )}
    </Stack>
  );
}
