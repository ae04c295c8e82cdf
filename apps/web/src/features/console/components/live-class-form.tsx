import { SimpleGrid } from '@mantine/core';
import {
  CLASS_MAX_MINUTES,
  type LiveClassBody,
  LiveClassBodySchema,
  type LiveClassRow,
} from '@portico/contract/console-live';
import dayjs from 'dayjs';
import { z } from 'zod';
import { DayField, NumberField, TextareaField, TextField, useConsoleForm } from '../resource/form-fields';
import { LiveForm } from './live-forms';

/**
 * The start is a day and a time in this browser's zone, sent as one ISO moment. The name, duration and
 * join link are checked as the contract does; the recording and links are left to the server, whose
 * refusal shows above the form.
 */
const ClassSchema = z
  .object({
    ...LiveClassBodySchema.pick({ className: true, durationMinutes: true, joinUrl: true }).shape,
    day: z.string().min(1, 'Please enter the day'),
    time: z.string().regex(/^\d{2}:\d{2}$/, 'Please enter the start time'),
  })
  .loose()
  .transform(
    ({ day, time, ...v }): LiveClassBody => ({
      ...(v as LiveClassBody),
      classDateTime: dayjs(`${day}T${time}`).toISOString(),
    }),
  );

interface Props {
  initial?: LiveClassRow;
  pending: boolean;
  /** The server's refusal of the last save. */
  error?: string;
  onSubmit: (body: LiveClassBody) => void;
  onCancel: () => void;
}

/**
 * A class: its name and agenda, the start, the duration, the join link, and after it the recording and
 * answer keys. A past start is fine: a class already held can be added with its recording.
 */
export function LiveClassForm({ initial, ...props }: Props) {
  const start = initial ? dayjs(initial.classDateTime) : null;
  const form = useConsoleForm(ClassSchema, {
    className: initial?.className ?? '',
    agenda: initial?.agenda ?? '',
    day: start ? start.format('YYYY-MM-DD') : '',
    time: start ? start.format('HH:mm') : '',
    durationMinutes: initial?.durationMinutes ?? 60,
    joinUrl: initial?.joinUrl ?? '',
    vimeoLink: initial?.vimeoLink ?? '',
    downloadLink: initial?.downloadLink ?? '',
    alertMessage: initial?.alertMessage ?? '',
  });
  return (
    <LiveForm form={form} {...props}>
      <TextField name="className" label="Name" />
      <TextareaField name="agenda" label="Agenda" rows={2} />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <DayField name="day" label="Day" />
        <TextField name="time" type="time" label="Starts at" />
        <NumberField name="durationMinutes" label="Minutes" min={1} max={CLASS_MAX_MINUTES} />
      </SimpleGrid>
      <TextField name="joinUrl" label="Join link" description="The meeting's https:// address" />
      <TextField name="vimeoLink" label="Recording" description="A Vimeo address, once the class is over" />
      <TextField
        name="downloadLink"
        label="Answer keys or material"
        description="https://… or a path of the portal"
      />
      <TextField name="alertMessage" label="Alert for students" />
    </LiveForm>
  );
}
