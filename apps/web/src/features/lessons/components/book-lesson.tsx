import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, useState } from 'react';
import { HtmlContent } from '../../../components/html-content';
import { audioParts, type LessonPart } from '../utils/audio-parts';
import { AudioPlayer } from './audio-player';

const ANSWER_BREAK = '@@@break@@@';

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
  const at = html.indexOf(ANSWER_BREAK);
  const body = audioParts(at === -1 ? html : html.slice(0, at));
  const answer =
    at === -1
      ? null
      : audioParts(html.slice(at + ANSWER_BREAK.length), body.filter((p) => p.kind === 'audio').length + 1);
  const [shown, toggle] = useDisclosure(false);
  const answerId = useId();
  return (
    <Stack gap="sm">
      <Parts parts={body} playing={playing} onPlaying={onPlaying} />
      {answer && (
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
            {shown && <Parts parts={answer} playing={playing} onPlaying={onPlaying} />}
          </div>
        </>
      )}
    </Stack>
  );
}
