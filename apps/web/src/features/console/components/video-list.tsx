import { Button, Stack, Text, Title } from '@mantine/core';
import { type ConsoleVideo, VIDEO_SECTION_LABELS, videoSections } from '@portico/contract/console-videos';
import { ActiveBadge } from '../resource/active-badge';
import { CardTitle } from '../resource/card-head';
import { WRAP } from '../resource/resource-list';
import { RowActions } from '../resource/row-actions';
import { CardList } from './card-list';

interface Props {
  videos: ConsoleVideo[];
  pending: boolean;
  onEdit: (v: ConsoleVideo) => void;
  onDelete: (v: ConsoleVideo) => void;
  /** The new order of one section's videos for one course (or all courses). */
  onReorder: (ids: string[]) => void;
}

const minutes = (seconds: number) =>
  seconds ? `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` : 'length not set';

type CardProps = Omit<Props, 'videos'> & { v: ConsoleVideo; group: ConsoleVideo[] };

/** The ids of a group with the video at `index` moved by `step` (−1 up, +1 down). */
function moved(group: ConsoleVideo[], index: number, step: number): string[] {
  const ids = group.map((v) => v.id);
  const [id] = ids.splice(index, 1);
  if (id) ids.splice(index + step, 0, id);
  return ids;
}

function VideoCard({ v, group, pending, onEdit, onDelete, onReorder }: CardProps) {
  const index = group.indexOf(v);
  return (
    <>
      <CardTitle badge={<ActiveBadge active={v.isActive} />}>{v.title}</CardTitle>
      <Text size="sm" c="dimmed">
        {v.courseName ?? 'All courses'} · {v.isVimeo ? 'Vimeo' : 'HLS'} · {minutes(v.duration)} · order{' '}
        {v.orderNo}
      </Text>
      <Text size="sm" style={WRAP}>
        {v.content}
      </Text>
      <RowActions name={v.title} onEdit={() => onEdit(v)} onRemove={() => onDelete(v)}>
        <Button
          size="xs"
          variant="default"
          disabled={pending || index === 0}
          onClick={() => onReorder(moved(group, index, -1))}
          aria-label={`Move ${v.title} up`}
        >
          Up
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={pending || index === group.length - 1}
          onClick={() => onReorder(moved(group, index, 1))}
          aria-label={`Move ${v.title} down`}
        >
          Down
        </Button>
      </RowActions>
    </>
  );
}

/** Each dashboard section's videos, per course (or all courses), in their order, as cards. */
export function VideoList({ videos, ...rest }: Props) {
  return (
    <Stack gap="lg">
      {videoSections.map((section) => {
        const inSection = videos.filter((v) => v.section === section);
        if (!inSection.length) return null;
        return (
          <section key={section} aria-labelledby={`videos-${section}`}>
            <Title order={2} fz="h4" id={`videos-${section}`} mb="xs">
              {VIDEO_SECTION_LABELS[section]}
            </Title>
            <CardList label={VIDEO_SECTION_LABELS[section]} items={inSection}>
              {(v) => (
                <VideoCard v={v} group={inSection.filter((o) => o.courseId === v.courseId)} {...rest} />
              )}
            </CardList>
          </section>
        );
      })}
    </Stack>
  );
}
