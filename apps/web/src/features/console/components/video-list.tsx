import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ConsoleVideo, VIDEO_SECTION_LABELS, videoSections } from '@portico/contract/console-videos';

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

/** The ids of a group with the video at `index` moved by `step` (−1 up, +1 down). */
function moved(group: ConsoleVideo[], index: number, step: number): string[] {
  const ids = group.map((v) => v.id);
  const [id] = ids.splice(index, 1);
  if (id) ids.splice(index + step, 0, id);
  return ids;
}

/** Each dashboard section's videos, per course (or all courses), in their order, as cards. */
export function VideoList({ videos, pending, onEdit, onDelete, onReorder }: Props) {
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
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {inSection.map((v) => {
                const group = inSection.filter((o) => o.courseId === v.courseId);
                const index = group.indexOf(v);
                return (
                  <Paper component="li" key={v.id} withBorder radius="md" p="md">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {v.title}
                      </Text>
                      <Badge
                        variant="light"
                        color={v.isActive ? 'green' : 'orange'}
                        style={{ flexShrink: 0 }}
                      >
                        {v.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {v.courseName ?? 'All courses'} · {v.isVimeo ? 'Vimeo' : 'HLS'} · {minutes(v.duration)}{' '}
                      · order {v.orderNo}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {v.content}
                    </Text>
                    <Group gap="xs" mt="xs">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => onEdit(v)}
                        aria-label={`Edit ${v.title}`}
                      >
                        Edit
                      </Button>
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
                      <Button
                        size="xs"
                        variant="outline"
                        color="red.9"
                        onClick={() => onDelete(v)}
                        aria-label={`Delete ${v.title}`}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
