import { Group, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { type ConsoleNotice, type NoticeInput, NoticeInputSchema } from '@portico/contract/console-notices';
import dayjs from 'dayjs';
import { z } from 'zod';
import { FormButtons } from '../resource/form-buttons';
import {
  CheckField,
  ConsoleForm,
  DayField,
  HtmlField,
  NumberField,
  SelectField,
  TextField,
  useConsoleForm,
  useField,
} from '../resource/form-fields';

/** The Select's value for 'Every course' (a course id is a uuid, never this). */
const EVERY = 'every';

/** A day and time in this browser's time zone as an ISO moment; null when no day is given. */
const join = (day: string, time: string): string | null =>
  day ? dayjs(`${day}T${/^\d{2}:\d{2}$/.test(time) ? time : '00:00'}`).toISOString() : null;

/** The form holds each moment as a day and a time, and 'every' for every course; the contract checks the rest. */
const NoticeFormSchema = z
  .object({
    courseId: z.string(),
    publishDay: z.string(),
    publishTime: z.string(),
    unpublishDay: z.string(),
    unpublishTime: z.string(),
  })
  .loose()
  .transform(
    ({ publishDay, publishTime, unpublishDay, unpublishTime, ...v }): NoticeInput => ({
      ...(v as unknown as NoticeInput),
      publishAt: join(publishDay, publishTime),
      unpublishAt: join(unpublishDay, unpublishTime),
      courseId: v.courseId === EVERY ? null : v.courseId,
    }),
  )
  .pipe(NoticeInputSchema);

const day = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD') : '');
const time = (iso: string | null | undefined) => (iso ? dayjs(iso).format('HH:mm') : '');
const initial = (n?: ConsoleNotice) => ({
  type: n?.type ?? 'notice',
  courseId: n?.courseId ?? EVERY,
  title: n?.title ?? '',
  shortDescription: n?.shortDescription ?? '',
  description: n?.description ?? '',
  image: n?.image ?? '',
  isImportant: n?.isImportant ?? false,
  isActive: n?.isActive ?? true,
  orderNo: n?.orderNo ?? 0,
  publishDay: day(n?.publishAt),
  publishTime: time(n?.publishAt),
  unpublishDay: day(n?.unpublishAt),
  unpublishTime: time(n?.unpublishAt),
});

interface Props {
  notice?: ConsoleNotice;
  /** The company's courses, to show a notice on one only. */
  courses: { id: string; courseName: string }[];
  pending: boolean;
  onSubmit: (body: NoticeInput) => void;
  onCancel: () => void;
}

/** A day and a time; the time waits for the day. The schedule's message shows under the day. */
function MomentFields({ label, prefix, at }: { label: string; prefix: string; at: string }) {
  const dayValue = useField<string>(`${prefix}Day`).value;
  const t = useField<string>(`${prefix}Time`);
  return (
    <SimpleGrid cols={2} spacing="xs">
      <DayField name={`${prefix}Day`} errorOf={at} label={`${label} on`} />
      <TimeInput
        label={`${label} at`}
        ref={t.ref}
        value={t.value}
        onChange={(e) => t.onChange(e.currentTarget.value)}
        disabled={!dayValue}
      />
    </SimpleGrid>
  );
}

function KindField() {
  const f = useField<string>('type');
  return (
    <SegmentedControl
      aria-label="Kind"
      value={f.value}
      onChange={f.onChange}
      data={[
        { value: 'notice', label: 'Notice board' },
        { value: 'notification', label: 'Notification' },
      ]}
    />
  );
}

/**
 * A notice or notification: its course (or every course), its texts, its HTML with a live sanitised
 * preview, its flags and schedule.
 */
export function NoticeForm({ notice, courses, pending, onSubmit, onCancel }: Props) {
  const form = useConsoleForm(NoticeFormSchema, initial(notice));
  // The notice's own course stays choosable while the list loads (or if it is not in it).
  const own = notice?.courseId && !courses.some((c) => c.id === notice.courseId);
  const courseOptions = [
    { value: EVERY, label: 'Every course' },
    ...(own ? [{ value: notice.courseId as string, label: notice.courseName }] : []),
    ...courses.map((c) => ({ value: c.id, label: c.courseName })),
  ];
  return (
    <ConsoleForm form={form} onSubmit={onSubmit}>
      <KindField />
      <SelectField
        name="courseId"
        label="Course"
        description="Every course: all students see it; a course: only the students holding it."
        data={courseOptions}
        empty={EVERY}
        allowDeselect={false}
      />
      <TextField name="title" label="Title" maxLength={200} required />
      <TextField name="shortDescription" label="Short description" maxLength={500} />
      <HtmlField name="description" label="Description (HTML)" maxLength={100_000} />
      <TextField name="image" label="Image address" placeholder="https://…" maxLength={500} />
      <Group gap="lg">
        <CheckField name="isImportant" label="Important" />
        <CheckField name="isActive" label="Active" />
        <NumberField name="orderNo" label="Order" min={0} max={9999} w={110} />
      </Group>
      <MomentFields label="Show from" prefix="publish" at="publishAt" />
      <MomentFields label="Show until" prefix="unpublish" at="unpublishAt" />
      <Text size="xs" c="dimmed">
        Without dates it shows while active. Times are in your own time zone.
      </Text>
      <FormButtons pending={pending} label={notice ? 'Save changes' : 'Create'} onCancel={onCancel} />
    </ConsoleForm>
  );
}
