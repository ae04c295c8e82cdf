import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { type ConsoleNotice, type NoticeInput, NoticesMessages } from '@portico/contract/console-notices';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../components/date-field';
import { HtmlContent } from '../../../components/html-content';

type Moment = { day: string; time: string };
const split = (iso: string | null): Moment =>
  iso ? { day: dayjs(iso).format('YYYY-MM-DD'), time: dayjs(iso).format('HH:mm') } : { day: '', time: '' };
/** A day and time in this browser's time zone as an ISO moment; null when no day is given. */
const join = (m: Moment): string | null =>
  m.day ? dayjs(`${m.day}T${/^\d{2}:\d{2}$/.test(m.time) ? m.time : '00:00'}`).toISOString() : null;

/** The Select's value for 'Every course' (a course id is a uuid, never this). */
const EVERY = 'every';

interface Props {
  notice?: ConsoleNotice;
  /** The company's courses, to show a notice on one only. */
  courses: { id: string; courseName: string }[];
  pending: boolean;
  onSubmit: (body: NoticeInput) => void;
  onCancel: () => void;
}

function MomentFields({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: Moment;
  onChange: (m: Moment) => void;
  error?: string;
}) {
  return (
    <SimpleGrid cols={2} spacing="xs">
      <DateField
        label={`${label} on`}
        value={value.day}
        onChange={(day) => onChange({ ...value, day })}
        error={error}
      />
      <TimeInput
        label={`${label} at`}
        value={value.time}
        onChange={(e) => onChange({ ...value, time: e.currentTarget.value })}
        disabled={!value.day}
      />
    </SimpleGrid>
  );
}

/**
 * A notice or notification: its course (or every course), its texts, its HTML with a live sanitised
 * preview, its flags and schedule.
 */
export function NoticeForm({ notice, courses, pending, onSubmit, onCancel }: Props) {
  const [type, setType] = useState<ConsoleNotice['type']>(notice?.type ?? 'notice');
  const [courseId, setCourseId] = useState(notice?.courseId ?? EVERY);
  const [title, setTitle] = useState(notice?.title ?? '');
  const [shortDescription, setShort] = useState(notice?.shortDescription ?? '');
  const [description, setDescription] = useState(notice?.description ?? '');
  const [image, setImage] = useState(notice?.image ?? '');
  const [isImportant, setImportant] = useState(notice?.isImportant ?? false);
  const [isActive, setActive] = useState(notice?.isActive ?? true);
  const [orderNo, setOrder] = useState<number | string>(notice?.orderNo ?? 0);
  const [publish, setPublish] = useState(split(notice?.publishAt ?? null));
  const [unpublish, setUnpublish] = useState(split(notice?.unpublishAt ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const publishAt = join(publish);
    const unpublishAt = join(unpublish);
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = NoticesMessages.title;
    if (image.trim() && !/^(\/(?!\/)\S*|https?:\/\/\S+)$/i.test(image.trim()))
      found.image = NoticesMessages.image;
    if (typeof orderNo !== 'number' || !Number.isInteger(orderNo)) found.orderNo = NoticesMessages.order;
    if (publishAt && unpublishAt && unpublishAt <= publishAt) found.unpublish = NoticesMessages.schedule;
    setErrors(found);
    if (Object.keys(found).length) return;
    onSubmit({
      type,
      title: title.trim(),
      shortDescription: shortDescription.trim(),
      description,
      image: image.trim(),
      isImportant,
      isActive,
      orderNo: Number(orderNo),
      publishAt,
      unpublishAt,
      courseId: courseId === EVERY ? null : courseId,
    });
  };
  // The notice's own course stays choosable while the list loads (or if it is not in it).
  const own = notice?.courseId && !courses.some((c) => c.id === notice.courseId);
  const courseOptions = [
    { value: EVERY, label: 'Every course' },
    ...(own ? [{ value: notice.courseId as string, label: notice.courseName }] : []),
    ...courses.map((c) => ({ value: c.id, label: c.courseName })),
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          aria-label="Kind"
          value={type}
          onChange={(v) => setType(v as ConsoleNotice['type'])}
          data={[
            { value: 'notice', label: 'Notice board' },
            { value: 'notification', label: 'Notification' },
          ]}
        />
        <Select
          label="Course"
          description="Every course: all students see it; a course: only the students holding it."
          data={courseOptions}
          value={courseId}
          onChange={(v) => setCourseId(v ?? EVERY)}
          allowDeselect={false}
        />
        <TextInput
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          maxLength={200}
          required
        />
        <TextInput
          label="Short description"
          value={shortDescription}
          onChange={(e) => setShort(e.currentTarget.value)}
          maxLength={500}
        />
        <Textarea
          label="Description (HTML)"
          description="Shown to students as sanitised HTML: scripts and event handlers are removed."
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          rows={8}
          maxLength={100_000}
        />
        <Paper withBorder p="sm" radius="md" component="section" aria-label="Preview">
          <Text size="xs" c="dimmed" mb={4}>
            Preview, as students see it
          </Text>
          {description.trim() ? (
            <HtmlContent html={description} />
          ) : (
            <Text size="sm" c="dimmed">
              Nothing to show yet.
            </Text>
          )}
        </Paper>
        <TextInput
          label="Image address"
          placeholder="https://…"
          value={image}
          onChange={(e) => setImage(e.currentTarget.value)}
          error={errors.image}
          maxLength={500}
        />
        <Group gap="lg">
          <Checkbox
            label="Important"
            checked={isImportant}
            onChange={(e) => setImportant(e.currentTarget.checked)}
          />
          <Checkbox label="Active" checked={isActive} onChange={(e) => setActive(e.currentTarget.checked)} />
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
        </Group>
        <MomentFields label="Show from" value={publish} onChange={setPublish} />
        <MomentFields label="Show until" value={unpublish} onChange={setUnpublish} error={errors.unpublish} />
        <Text size="xs" c="dimmed">
          Without dates it shows while active. Times are in your own time zone.
        </Text>
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {notice ? 'Save changes' : 'Create'}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
