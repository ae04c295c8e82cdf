import { Button } from '@mantine/core';
import type { LiveClass } from '@portico/contract/live-classes';
import { DownloadIcon, PlayIcon } from '../../../components/icons';
import { TEXTS } from '../texts';

/** spec 3 §2: 'Play recorded video' when a recording exists, 'Download Answer keys' when keys exist. */
export function ClassLinks({ cls, onPlay }: { cls: LiveClass; onPlay: (cls: LiveClass) => void }) {
  return (
    <>
      {cls.vimeoLink && (
        <Button
          size="sm"
          variant="light"
          leftSection={<PlayIcon size={16} />}
          onClick={() => onPlay(cls)}
          aria-label={`${TEXTS.playRecorded}: ${cls.className}`}
        >
          {TEXTS.playRecorded}
        </Button>
      )}
      {cls.downloadLink && (
        <Button
          size="sm"
          variant="default"
          component="a"
          href={cls.downloadLink}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<DownloadIcon size={16} />}
          aria-label={`${TEXTS.downloadKeys}: ${cls.className}`}
        >
          {TEXTS.downloadKeys}
        </Button>
      )}
    </>
  );
}
