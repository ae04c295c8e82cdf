import type { LiveBatch, LiveBatchType, LiveDownload } from '@portico/contract/console-live';
import { LiveMessages as M } from '@portico/contract/console-live';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { FormButtons } from '../resource/form-buttons';
import {
  ConsoleForm,
  NumberField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
  useConsoleForm,
} from '../resource/form-fields';

type Course = { id: string; courseName: string };

/**
 * The live forms check what a member gets wrong at the desk (a missing name, a link of the wrong kind)
 * and send what was typed; the server's own checks answer the rest, shown above the form.
 */
const filled = (message: string) => z.string().refine((v) => v.trim() !== '', message);
const orderNo = z.number().catch(0);

const TypeSchema = z.object({
  name: filled(M.name),
  description: z.string(),
  thumbnail: z.string(),
  orderNo,
});
const BatchSchema = z.object({
  courseId: z.string().min(1, M.courseNotFound),
  batchTypeId: z.string().min(1, 'Choose a batch type.'),
  batchName: filled(M.name),
  description: z.string(),
  language: filled(M.language),
  isEnabled: z.boolean(),
});
const DownloadSchema = z.object({
  courseId: z.string(),
  title: filled(M.name),
  downloadUrl: z.string().refine((v) => /^(\/(?!\/)\S*|https:\/\/\S+)$/i.test(v.trim()), M.link),
  orderNo,
});

/** What the batch type's and the download's forms send. */
export type LiveTypeBody = z.output<typeof TypeSchema>;
export type LiveDownloadBody = z.output<typeof DownloadSchema>;

/** A live form: the server's refusal of the last save above its fields, Save and Cancel under them. */
export function LiveForm<V extends FieldValues, O>({
  pending,
  onCancel,
  error,
  children,
  ...props
}: {
  form: UseFormReturn<V, unknown, O>;
  onSubmit: (body: O) => void;
  error?: string;
  pending: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <ConsoleForm {...props} failure={error}>
      {children}
      <FormButtons pending={pending} label="Save" onCancel={onCancel} />
    </ConsoleForm>
  );
}

/** What a live form is given: the item (none for a new one), the save, its failure, its two ways out. */
export interface LiveFormProps<T, B> {
  initial?: T;
  pending: boolean;
  error?: string;
  onSubmit: (body: B) => void;
  onCancel: () => void;
}

const OrderField = () => <NumberField name="orderNo" label="Order" min={0} max={10_000} empty={0} />;

/** A batch type: its name, description, card picture and place in the list. */
export function LiveTypeForm({ initial, ...props }: LiveFormProps<LiveBatchType, LiveTypeBody>) {
  const form = useConsoleForm(TypeSchema, {
    name: initial?.name ?? '',
    description: initial?.description ?? '',
    thumbnail: initial?.thumbnail ?? '',
    orderNo: initial?.orderNo ?? 0,
  });
  return (
    <LiveForm form={form} {...props}>
      <TextField name="name" label="Name" required />
      <TextareaField name="description" label="Description" />
      <TextField name="thumbnail" label="Picture address" description="https://… or a path of the portal" />
      <OrderField />
    </LiveForm>
  );
}

interface BatchFormProps extends LiveFormProps<LiveBatch, z.output<typeof BatchSchema>> {
  courses: Course[];
  types: LiveBatchType[];
  courseId: string;
}

/** A batch of a course: its type, name, description, language, and whether it runs. */
export function LiveBatchForm({ initial, courses, types, courseId, ...props }: BatchFormProps) {
  const form = useConsoleForm(BatchSchema, {
    courseId: initial?.courseId ?? courseId,
    batchTypeId: initial?.batchTypeId ?? '',
    batchName: initial?.batchName ?? '',
    description: initial?.description ?? '',
    language: initial?.language ?? 'English',
    isEnabled: initial?.isEnabled ?? true,
  });
  return (
    <LiveForm form={form} {...props}>
      <SelectField
        name="courseId"
        label="Course"
        data={courses.map((c) => ({ value: c.id, label: c.courseName }))}
        allowDeselect={false}
      />
      <SelectField
        name="batchTypeId"
        label="Batch type"
        placeholder="Choose a type"
        data={types.map((t) => ({ value: t.id, label: t.name }))}
      />
      <TextField name="batchName" label="Name" />
      <TextareaField name="description" label="Description" />
      <TextField name="language" label="Language" />
      <SwitchField name="isEnabled" label="Running (students of the course see it)" />
    </LiveForm>
  );
}

interface DownloadFormProps extends LiveFormProps<LiveDownload, LiveDownloadBody> {
  courseId: string;
}

/** An e-book of a course: its title, address and place in the list. */
export function LiveDownloadForm({ initial, courseId, ...props }: DownloadFormProps) {
  const form = useConsoleForm(DownloadSchema, {
    courseId,
    title: initial?.title ?? '',
    downloadUrl: initial?.downloadUrl ?? '',
    orderNo: initial?.orderNo ?? 0,
  });
  return (
    <LiveForm form={form} {...props}>
      <TextField name="title" label="Title" />
      <TextField name="downloadUrl" label="Address" description="https://… or a path of the portal" />
      <OrderField />
    </LiveForm>
  );
}
