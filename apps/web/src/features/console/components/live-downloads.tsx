import { Anchor, Text } from '@mantine/core';
import type { LiveDownload } from '@portico/contract/console-live';
import type { LiveOps } from '../api/live';
import { WRAP } from '../resource/resource-list';
import { type LiveDownloadBody, LiveDownloadForm } from './live-forms';
import { LiveItemsSection } from './live-items-section';

interface Props {
  courseId: string;
  courseName: string;
  downloads: LiveDownload[];
  ops: LiveOps;
}

/** The e-books every student of the course can download from the live class pages. */
export function LiveDownloads({ courseId, courseName, downloads, ops }: Props) {
  return (
    <LiveItemsSection<LiveDownload, LiveDownloadBody>
      id="live-downloads-heading"
      title={`E-book downloads of ${courseName}`}
      addLabel="Add a download"
      empty="No downloads for this course yet."
      label="Downloads"
      items={downloads}
      ops={ops}
      nameOf={(d) => d.title}
      card={(d) => (
        <>
          <Text fw={600} style={WRAP}>
            {d.title}
          </Text>
          <Anchor href={d.downloadUrl} target="_blank" rel="noopener noreferrer" size="sm" style={WRAP}>
            {d.downloadUrl}
          </Anchor>
        </>
      )}
      form={(form) => <LiveDownloadForm {...form} courseId={form.initial?.courseId ?? courseId} />}
      save={(body, d) =>
        d ? { kind: 'saveDownload', params: { id: d.id }, body } : { kind: 'createDownload', body }
      }
      remove={{
        title: 'Delete this download?',
        text: (d) => (
          <>
            Students of {courseName} no longer see {d?.title}.
          </>
        ),
        act: (d) => ({ kind: 'deleteDownload', params: { id: d.id } }),
      }}
    />
  );
}
