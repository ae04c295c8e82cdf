import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { examScoring, type ScoreExam, type ScoreTargets } from '@portico/contract/score-meaning';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useSaveTargets } from '../api/score-meanings';

interface ScoreTargetsFormProps {
  exam: ScoreExam;
  targets: ScoreTargets;
  onSaved?: () => void;
}

/** Decision 043: the student's target per score of one exam (empty: no target), on the exam's scale. */
export function ScoreTargetsForm({ exam, targets, onSaved }: ScoreTargetsFormProps) {
  const scoring = examScoring[exam];
  const [values, setValues] = useState<Record<string, number | ''>>(() =>
    Object.fromEntries(scoring.measures.map((m) => [m.name, targets[exam]?.[m.name] ?? ''])),
  );
  const save = useSaveTargets();
  const [saved, setSaved] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const mine = Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
    setSaved(false);
    save.mutate(
      { ...targets, [exam]: mine },
      {
        onSuccess: () => {
          setSaved(true);
          onSaved?.();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={`${scoring.label} targets`}>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          Leave a score empty for no target.
        </Text>
        <SimpleGrid cols={{ base: 2, sm: Math.min(scoring.measures.length, 5) }} spacing="sm">
          {scoring.measures.map((m) => (
            <NumberInput
              key={m.name}
              label={m.name}
              min={m.min}
              max={m.max}
              step={m.step}
              decimalScale={m.step < 1 ? 1 : 0}
              clampBehavior="blur"
              value={values[m.name] ?? ''}
              onChange={(v) => setValues((old) => ({ ...old, [m.name]: typeof v === 'number' ? v : '' }))}
              description={`${m.min}–${m.max}`}
            />
          ))}
        </SimpleGrid>
        {save.isError && (
          <StatusAlert tone="error">{errorMessage(save.error, 'The targets could not be saved')}</StatusAlert>
        )}
        {saved && !save.isPending && <StatusAlert tone="success">Your targets are saved.</StatusAlert>}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save targets
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
