import { Button, Group, NumberInput, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  type LiveBatch,
  type LiveBatchBody,
  type LiveBatchType,
  type LiveBatchTypeBody,
  type LiveDownload,
  type LiveDownloadBody,
  LiveMessages as M,
} from '@portico/contract/console-live';
import { type FormEvent, type ReactNode, useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';

type Course = { id: string; courseName: string };

function Actions({ pending, label, onCancel }: { pending: boolean; label: string; onCancel: () => void }) {
  return (
    <Group gap="sm">
      <Button type="submit" loading={pending}>
        {label}
      </Button>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}

function Form({ onSubmit, error, children }: { onSubmit: () => void; error?: string; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && <StatusAlert tone="error">{error}</StatusAlert>}
        {children}
      </Stack>
    </form>
  );
}

interface FormProps<T, B> {
  initial?: T;
  pending: boolean;
  /** The server's refusal of the last save. */
  error?: string;
  onSubmit: (body: B) => void;
  onCancel: () => void;
}

/** A batch type: its name, description, card picture and place in the list. */
export function LiveTypeForm({
  initial,
  pending,
  error: failure,
  onSubmit,
  onCancel,
}: FormProps<LiveBatchType, LiveBatchTypeBody>) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [thumbnail, setThumbnail] = useState(initial?.thumbnail ?? '');
  const [orderNo, setOrderNo] = useState<number | string>(initial?.orderNo ?? 0);
  const [error, setError] = useState('');
  const submit = () => {
    if (!name.trim()) return setError(M.name);
    setError('');
    onSubmit({ name, description, thumbnail, orderNo: Number(orderNo) || 0 });
  };
  return (
    <Form onSubmit={submit} error={failure}>
      <TextInput
        label="Name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={error}
        required
      />
      <Textarea
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <TextInput
        label="Picture address"
        description="https://… or a path of the portal"
        value={thumbnail}
        onChange={(e) => setThumbnail(e.currentTarget.value)}
      />
      <NumberInput
        label="Order"
        min={0}
        max={10_000}
        value={orderNo}
        onChange={setOrderNo}
        allowDecimal={false}
      />
      <Actions pending={pending} label="Save" onCancel={onCancel} />
    </Form>
  );
}

interface BatchFormProps extends FormProps<LiveBatch, LiveBatchBody> {
  courses: Course[];
  types: LiveBatchType[];
  courseId: string;
}

/** A batch of a course: its type, name, description, language, and whether it runs. */
export function LiveBatchForm({
  initial,
  courses,
  types,
  courseId,
  pending,
  error: failure,
  onSubmit,
  onCancel,
}: BatchFormProps) {
  const [course, setCourse] = useState(initial?.courseId ?? courseId);
  const [typeId, setTypeId] = useState(initial?.batchTypeId ?? '');
  const [batchName, setBatchName] = useState(initial?.batchName ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [language, setLanguage] = useState(initial?.language ?? 'English');
  const [isEnabled, setEnabled] = useState(initial?.isEnabled ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const found: Record<string, string> = {};
    if (!course) found.course = M.courseNotFound;
    if (!typeId) found.type = 'Choose a batch type.';
    if (!batchName.trim()) found.name = M.name;
    if (!language.trim()) found.language = M.language;
    setErrors(found);
    if (Object.keys(found).length) return;
    onSubmit({ courseId: course, batchTypeId: typeId, batchName, description, language, isEnabled });
  };
  return (
    <Form onSubmit={submit} error={failure}>
      <Select
        label="Course"
        data={courses.map((c) => ({ value: c.id, label: c.courseName }))}
        value={course || null}
        onChange={(v) => setCourse(v ?? '')}
        error={errors.course}
        allowDeselect={false}
      />
      <Select
        label="Batch type"
        placeholder="Choose a type"
        data={types.map((t) => ({ value: t.id, label: t.name }))}
        value={typeId || null}
        onChange={(v) => setTypeId(v ?? '')}
        error={errors.type}
      />
      <TextInput
        label="Name"
        value={batchName}
        onChange={(e) => setBatchName(e.currentTarget.value)}
        error={errors.name}
      />
      <Textarea
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <TextInput
        label="Language"
        value={language}
        onChange={(e) => setLanguage(e.currentTarget.value)}
        error={errors.language}
      />
      <Switch
        label="Running (students of the course see it)"
        checked={isEnabled}
        onChange={(e) => setEnabled(e.currentTarget.checked)}
      />
      <Actions pending={pending} label="Save" onCancel={onCancel} />
    </Form>
  );
}

interface DownloadFormProps extends FormProps<LiveDownload, LiveDownloadBody> {
  courseId: string;
}

/** An e-book of a course: its title, address and place in the list. */
export function LiveDownloadForm({
  initial,
  courseId,
  pending,
  error: failure,
  onSubmit,
  onCancel,
}: DownloadFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [downloadUrl, setUrl] = useState(initial?.downloadUrl ?? '');
  const [orderNo, setOrderNo] = useState<number | string>(initial?.orderNo ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = M.name;
    if (!/^(\/(?!\/)\S*|https:\/\/\S+)$/i.test(downloadUrl.trim())) found.url = M.link;
    setErrors(found);
    if (Object.keys(found).length) return;
    onSubmit({ courseId, title, downloadUrl, orderNo: Number(orderNo) || 0 });
  };
  return (
    <Form onSubmit={submit} error={failure}>
      <TextInput
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={errors.title}
      />
      <TextInput
        label="Address"
        description="https://… or a path of the portal"
        value={downloadUrl}
        onChange={(e) => setUrl(e.currentTarget.value)}
        error={errors.url}
      />
      <NumberInput
        label="Order"
        min={0}
        max={10_000}
        value={orderNo}
        onChange={setOrderNo}
        allowDecimal={false}
      />
      <Actions pending={pending} label="Save" onCancel={onCancel} />
    </Form>
  );
}
