import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type ConsoleVideo,
  isHlsUrl,
  isVimeoUrl,
  VIDEO_SECTION_LABELS,
  type VideoInput,
  type VideoSection,
  VideosMessages,
  videoSections,
} from '@portico/contract/console-videos';
import { type FormEvent, useState } from 'react';

const ALL = 'all';

interface Props {
  video?: ConsoleVideo;
  courses: { id: string; courseName: string }[];
  pending: boolean;
  onSubmit: (body: VideoInput) => void;
  onCancel: () => void;
}

/** A dashboard video: course (or all), section, title, thumbnail, HLS or Vimeo address, duration, order. */
export function VideoForm({ video, courses, pending, onSubmit, onCancel }: Props) {
  const [courseId, setCourseId] = useState(video?.courseId ?? ALL);
  const [section, setSection] = useState<VideoSection>(video?.section ?? 'trending');
  const [title, setTitle] = useState(video?.title ?? '');
  const [thumbnail, setThumbnail] = useState(video?.thumbnail ?? '');
  const [isVimeo, setVimeo] = useState(video?.isVimeo ?? false);
  const [content, setContent] = useState(video?.content ?? '');
  const [duration, setDuration] = useState<number | string>(video?.duration ?? 0);
  const [orderNo, setOrder] = useState<number | string>(video?.orderNo ?? 0);
  const [isActive, setActive] = useState(video?.isActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = VideosMessages.title;
    const address = content.trim();
    if (isVimeo ? !isVimeoUrl(address) : !isHlsUrl(address))
      found.content = isVimeo ? VideosMessages.vimeo : VideosMessages.hls;
    if (typeof duration !== 'number') found.duration = VideosMessages.duration;
    if (typeof orderNo !== 'number') found.orderNo = VideosMessages.order;
    setErrors(found);
    if (Object.keys(found).length) return;
    onSubmit({
      courseId: courseId === ALL ? null : courseId,
      section,
      title: title.trim(),
      thumbnail: thumbnail.trim(),
      content: address,
      isVimeo,
      duration: Number(duration),
      orderNo: Number(orderNo),
      isActive,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Course"
            data={[
              { value: ALL, label: 'All courses' },
              ...courses.map((c) => ({ value: c.id, label: c.courseName })),
            ]}
            value={courseId}
            onChange={(v) => setCourseId(v ?? ALL)}
            allowDeselect={false}
          />
          <Select
            label="Section"
            data={videoSections.map((s) => ({ value: s, label: VIDEO_SECTION_LABELS[s] }))}
            value={section}
            onChange={(v) => setSection((v as VideoSection | null) ?? 'trending')}
            allowDeselect={false}
          />
        </SimpleGrid>
        <TextInput
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          maxLength={200}
          required
        />
        <Checkbox
          label="A Vimeo video"
          checked={isVimeo}
          onChange={(e) => setVimeo(e.currentTarget.checked)}
        />
        <TextInput
          label={isVimeo ? 'Vimeo address' : 'HLS playlist address'}
          placeholder={isVimeo ? 'https://vimeo.com/123456789' : 'https://…/index.m3u8'}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          error={errors.content}
          maxLength={500}
          required
        />
        <TextInput
          label="Thumbnail address"
          placeholder="https://…"
          value={thumbnail}
          onChange={(e) => setThumbnail(e.currentTarget.value)}
          maxLength={500}
        />
        <Group gap="lg" align="flex-end">
          <NumberInput
            label="Duration (seconds)"
            value={duration}
            onChange={setDuration}
            min={0}
            max={86_400}
            allowDecimal={false}
            w={170}
            error={errors.duration}
          />
          <NumberInput
            label="Order"
            value={orderNo}
            onChange={setOrder}
            min={0}
            max={9999}
            allowDecimal={false}
            w={110}
            error={errors.orderNo}
          />
          <Checkbox
            label="Active"
            checked={isActive}
            onChange={(e) => setActive(e.currentTarget.checked)}
            mb={8}
          />
        </Group>
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {video ? 'Save changes' : 'Create'}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
