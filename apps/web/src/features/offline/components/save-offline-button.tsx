import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { CheckIcon, DownloadIcon } from '../../../components/icons';
import { canSaveOffline, type SavedItem } from '../api/saved-store';
import { useRemoveSaved, useSavedItem, useSaveForOffline } from '../api/use-saved';
import { sizeText, OFFLINE_TEXTS as T } from '../texts';

type Props = Pick<SavedItem, 'kind' | 'title' | 'path'> & {
  /** The saved item's key ('lesson:<id>'): `key` is React's own. */
  itemKey: string;
  /** The addresses to keep: the page's reads and its media (a video's playlist brings its parts). */
  urls: () => string[];
  /** Code the item needs offline and the page has not loaded yet (a video's player), fetched first. */
  prepare?: () => Promise<unknown>;
};

/**
 * 'Save for offline' (issue 46 part 2): keeps a lesson, a book's audio or a video lesson on the
 * device; once saved, says how much room it takes and offers to remove it.
 */
export function SaveOfflineButton({ urls, prepare, itemKey, ...rest }: Props) {
  const item = { ...rest, key: itemKey };
  const [progress, setProgress] = useState<[number, number] | null>(null);
  const saved = useSavedItem(item.key);
  const save = useSaveForOffline(item, (done, total) => setProgress([done, total]), prepare);
  const remove = useRemoveSaved();
  if (!canSaveOffline() || saved.isPending) return null;

  if (saved.data) {
    return (
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="green.8" span>
          <CheckIcon size={14} /> {T.saved(sizeText(saved.data.bytes))}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate([item.key])}
          aria-label={`${T.remove} ${item.title} from this device`}
        >
          {T.remove}
        </Button>
      </Group>
    );
  }
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<DownloadIcon size={14} />}
        loading={save.isPending}
        loaderProps={{ type: 'dots' }}
        disabled={offline}
        onClick={() => {
          setProgress(null);
          save.mutate(urls());
        }}
      >
        {T.save}
      </Button>
      <Text size="sm" c={save.isError ? 'red.8' : 'dimmed'} aria-live="polite">
        {save.isPending && progress ? T.saving(progress[0], progress[1]) : ''}
        {save.isError ? T.failed : offline ? T.needsNetwork : ''}
      </Text>
    </Group>
  );
}
