import { Group, SimpleGrid } from '@mantine/core';
import {
  type ConsoleVideo,
  VIDEO_SECTION_LABELS,
  type VideoInput,
  VideoInputSchema,
  videoSections,
} from '@portico/contract/console-videos';
import { z } from 'zod';
import { FormButtons } from '../resource/form-buttons';
import {
  CheckField,
  ConsoleForm,
  NumberField,
  SelectField,
  TextField,
  useConsoleForm,
} from '../resource/form-fields';

const ALL = 'all';

/** The contract's checks; the form holds 'all' for every course, which the server reads as none. */
const VideoFormSchema = VideoInputSchema.safeExtend({ courseId: z.string() }).transform(
  (v): VideoInput => ({ ...v, courseId: v.courseId === ALL ? null : v.courseId }),
);

interface Props {
  video?: ConsoleVideo;
  courses: { id: string; courseName: string }[];
  pending: boolean;
  onSubmit: (body: VideoInput) => void;
  onCancel: () => void;
}

/** A dashboard video: course (or all), section, title, thumbnail, HLS or Vimeo address, duration, order. */
export function VideoForm({ video, courses, pending, onSubmit, onCancel }: Props) {
  const form = useConsoleForm(VideoFormSchema, {
    courseId: video?.courseId ?? ALL,
    section: video?.section ?? 'trending',
    title: video?.title ?? '',
    thumbnail: video?.thumbnail ?? '',
    isVimeo: video?.isVimeo ?? false,
    content: video?.content ?? '',
    duration: video?.duration ?? 0,
    orderNo: video?.orderNo ?? 0,
    isActive: video?.isActive ?? true,
  });
  const isVimeo = form.watch('isVimeo');
  return (
    <ConsoleForm form={form} onSubmit={onSubmit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          name="courseId"
          label="Course"
          data={[
            { value: ALL, label: 'All courses' },
            ...courses.map((c) => ({ value: c.id, label: c.courseName })),
          ]}
          empty={ALL}
          allowDeselect={false}
        />
        <SelectField
          name="section"
          label="Section"
          data={videoSections.map((s) => ({ value: s, label: VIDEO_SECTION_LABELS[s] }))}
          empty="trending"
          allowDeselect={false}
        />
      </SimpleGrid>
      <TextField name="title" label="Title" maxLength={200} required />
      <CheckField name="isVimeo" label="A Vimeo video" />
      <TextField
        name="content"
        label={isVimeo ? 'Vimeo address' : 'HLS playlist address'}
        placeholder={isVimeo ? 'https://vimeo.com/123456789' : 'https://…/index.m3u8'}
        maxLength={500}
        required
      />
      <TextField name="thumbnail" label="Thumbnail address" placeholder="https://…" maxLength={500} />
      <Group gap="lg" align="flex-end">
        <NumberField name="duration" label="Duration (seconds)" min={0} max={86_400} w={170} />
        <NumberField name="orderNo" label="Order" min={0} max={9999} w={110} />
        <CheckField name="isActive" label="Active" mb={8} />
      </Group>
      <FormButtons pending={pending} label={video ? 'Save changes' : 'Create'} onCancel={onCancel} />
    </ConsoleForm>
  );
}
