import { Button, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  CLASS_MAX_MINUTES,
  type LiveClassBody,
  type LiveClassRow,
  LiveMessages as M,
} from '@portico/contract/console-live';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../components/date-field';
import { StatusAlert } from '../../../components/status-alert';

interface Props {
  initial?: LiveClassRow;
  pending: boolean;
  /** The server's refusal of the last save. */
  error?: string;
  onSubmit: (body: LiveClassBody) => void;
  onCancel: () => void;
}

/**
 * A class: its name and agenda, the start (a day and a time in this browser's zone, sent as an ISO
 * moment), the duration, the join link, and after it the recording and answer keys. A past start is
 * fine: a class already held can be added with its recording.
 */
export function LiveClassForm({ initial, pending, error, onSubmit, onCancel }: Props) {
  const start = initial ? dayjs(initial.classDateTime) : null;
  const [className, setName] = useState(initial?.className ?? '');
  const [agenda, setAgenda] = useState(initial?.agenda ?? '');
  const [day, setDay] = useState(start ? start.format('YYYY-MM-DD') : '');
  const [time, setTime] = useState(start ? start.format('HH:mm') : '');
  const [duration, setDuration] = useState<number | string>(initial?.durationMinutes ?? 60);
  const [joinUrl, setJoinUrl] = useState(initial?.joinUrl ?? '');
  const [vimeoLink, setVimeo] = useState(initial?.vimeoLink ?? '');
  const [downloadLink, setDownload] = useState(initial?.downloadLink ?? '');
  const [alertMessage, setAlert] = useState(initial?.alertMessage ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const minutes = Number(duration);
    if (!className.trim()) found.name = M.name;
    if (!day) found.day = 'Please enter the day';
    if (!/^\d{2}:\d{2}$/.test(time)) found.time = 'Please enter the start time';
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > CLASS_MAX_MINUTES) found.duration = M.duration;
    if (joinUrl.trim() && !/^https:\/\/\S+$/i.test(joinUrl.trim())) found.joinUrl = M.joinUrl;
    setErrors(found);
    if (Object.keys(found).length) return;
    onSubmit({
      className,
      agenda,
      classDateTime: dayjs(`${day}T${time}`).toISOString(),
      durationMinutes: minutes,
      joinUrl,
      vimeoLink,
      downloadLink,
      alertMessage,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && <StatusAlert tone="error">{error}</StatusAlert>}
        <TextInput
          label="Name"
          value={className}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <Textarea label="Agenda" value={agenda} onChange={(e) => setAgenda(e.currentTarget.value)} rows={2} />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <DateField label="Day" value={day} onChange={setDay} error={errors.day} />
          <TextInput
            type="time"
            label="Starts at"
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
            error={errors.time}
          />
          <NumberInput
            label="Minutes"
            min={1}
            max={CLASS_MAX_MINUTES}
            allowDecimal={false}
            value={duration}
            onChange={setDuration}
            error={errors.duration}
          />
        </SimpleGrid>
        <TextInput
          label="Join link"
          description="The meeting's https:// address"
          value={joinUrl}
          onChange={(e) => setJoinUrl(e.currentTarget.value)}
          error={errors.joinUrl}
        />
        <TextInput
          label="Recording"
          description="A Vimeo address, once the class is over"
          value={vimeoLink}
          onChange={(e) => setVimeo(e.currentTarget.value)}
        />
        <TextInput
          label="Answer keys or material"
          description="https://… or a path of the portal"
          value={downloadLink}
          onChange={(e) => setDownload(e.currentTarget.value)}
        />
        <TextInput
          label="Alert for students"
          value={alertMessage}
          onChange={(e) => setAlert(e.currentTarget.value)}
        />
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            Save
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
