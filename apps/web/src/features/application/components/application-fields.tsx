import { Chip, Group, Input, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type ApplicationForm,
  batchTimeLabels,
  heardFromLabels,
  levelLabels,
  studyModeLabels,
} from '@portico/contract/application';
import { DateField } from '../../../components/date-field';

const NOTES_MAX = 2000;
const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** One answer of a few, as chips a thumb can reach. */
function ChipChoice<V extends string>({
  label,
  description,
  labels,
  value,
  onChange,
  required,
}: {
  label: string;
  description?: string;
  labels: Record<V, string>;
  value: V | '';
  onChange: (value: V | '') => void;
  required?: boolean;
}) {
  return (
    <Input.Wrapper label={label} description={description} required={required}>
      <Chip.Group<false>
        value={value as string}
        onChange={(next) => onChange(typeof next === 'string' ? (next as V) : '')}
      >
        <Group gap="xs" mt={6} role="radiogroup" aria-label={label}>
          {(Object.entries(labels) as [V, string][]).map(([key, text]) => (
            <Chip key={key} value={key} variant="outline">
              {text}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}

/** The application's questions (decision 047); the page saves each change as it comes. */
export function ApplicationFields({
  form,
  courses,
  onChange,
  today,
}: {
  form: ApplicationForm;
  courses: { id: string; name: string }[];
  onChange: (next: ApplicationForm) => void;
  /** YYYY-MM-DD: the first day the exam date's calendar offers. */
  today: string;
}) {
  const set =
    <K extends keyof ApplicationForm>(key: K) =>
    (value: ApplicationForm[K]) =>
      onChange({ ...form, [key]: value });
  /** A question's answer and the way to change it, as the props of its field. */
  const bind = <K extends keyof ApplicationForm>(key: K) => ({ value: form[key], onChange: set(key) });
  return (
    <Stack gap="md">
      <Select
        label="Course you are interested in"
        placeholder="Choose a course"
        required
        data={courses.map((c) => ({ value: c.id, label: c.name }))}
        value={form.courseId || null}
        onChange={(v) => set('courseId')(v ?? '')}
        allowDeselect={false}
        searchable={courses.length > 8}
        nothingFoundMessage="No course by that name"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateField label="Exam date, if booked" minDate={today} {...bind('examDate')} />
        <TextInput
          label="Score you are aiming for"
          placeholder="e.g. Band 7, 320, 65"
          maxLength={40}
          value={form.targetScore}
          onChange={(e) => set('targetScore')(e.currentTarget.value)}
        />
      </SimpleGrid>
      <ChipChoice label="Your English today" labels={levelLabels} {...bind('level')} />
      <ChipChoice
        label="How you would like to study"
        labels={studyModeLabels}
        {...bind('studyMode')}
        required
      />
      <ChipChoice
        label="Batch time that suits you"
        labels={batchTimeLabels}
        {...bind('batchTime')}
        required
      />
      <Select
        label="How did you hear of us?"
        placeholder="Choose one"
        data={options(heardFromLabels)}
        value={form.heardFrom || null}
        onChange={(v) => set('heardFrom')((v ?? '') as ApplicationForm['heardFrom'])}
        clearable
      />
      <NotesField {...bind('notes')} />
    </Stack>
  );
}

/** Anything else, with a count of characters once the text nears its limit. */
function NotesField({ value, onChange }: { value: string; onChange: (notes: string) => void }) {
  return (
    <Textarea
      label="Anything we should know"
      description={
        value.length > NOTES_MAX - 200
          ? `${value.length} of ${NOTES_MAX} characters`
          : 'Work hours, a deadline from a university, a score you need for a visa…'
      }
      autosize
      minRows={3}
      maxRows={10}
      maxLength={NOTES_MAX}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
