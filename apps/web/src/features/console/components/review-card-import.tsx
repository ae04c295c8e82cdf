import { Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CardImportResult } from '@portico/contract/review-decks';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useCardImport } from '../api/review-decks';
import { ImportErrors } from './import-preview';

/** The import's problems as the content import lists them: the file, the row, the field. */
const asImportErrors = (result: CardImportResult) =>
  result.errors.map((e) => ({ file: 'CSV', item: `Row ${e.line}`, field: e.field, message: e.message }));

/**
 * A CSV of cards (front, back, example, recording address; the last two optional), previewed first
 * with every row's problems, then added to the deck all together, or not at all.
 */
export function ReviewCardImport({ deckId }: { deckId: string }) {
  const [csv, setCsv] = useState<string | null>(null);
  const [name, setName] = useState<File | null>(null);
  const action = useCardImport(deckId);
  const result = action.data;
  const choose = async (file: File | null) => {
    setName(file);
    action.reset();
    setCsv(file ? await file.text() : null);
    if (file) action.mutate({ csv: await file.text(), apply: false });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="card-import-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="card-import-title">
          Import cards
        </Title>
        <Text size="sm" c="dimmed">
          A CSV file with the columns front, back, example and recording address (the last two may be empty).
          A first row of these names is skipped.
        </Text>
        <FileInput label="CSV file" accept=".csv,text/csv" value={name} onChange={choose} clearable />
        {action.isError && <StatusAlert tone="error">{errorMessage(action.error)}</StatusAlert>}
        {result && result.errors.length > 0 && <ImportErrors errors={asImportErrors(result)} />}
        {result && !result.applied && result.errors.length === 0 && (
          <Group justify="space-between">
            <Text size="sm">
              {result.rows.length === 1 ? '1 card' : `${result.rows.length} cards`} ready: first “
              {result.rows[0]?.front}”.
            </Text>
            <Button loading={action.isPending} onClick={() => csv && action.mutate({ csv, apply: true })}>
              Add {result.rows.length === 1 ? 'the card' : `the ${result.rows.length} cards`}
            </Button>
          </Group>
        )}
        {result?.applied && <StatusAlert tone="success">Cards imported.</StatusAlert>}
      </Stack>
    </Paper>
  );
}
