import { Badge, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  type ConsoleMeaningTables,
  examScoring,
  MeaningTableSchema,
  type ScoreExam,
} from '@portico/contract/score-meaning';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { scoreMeaningsQuery, useMeaningAction } from '../api/score-meanings';
import { PageTitle } from '../resource/page-title';

type Entry = ConsoleMeaningTables[number];

/**
 * /console/score-meanings (decision 043, admin): the tables that say what each exam's score means
 * (CEFR, CLB, percentiles) with their source; an admin replaces one (as JSON, checked before it is
 * sent and again by the server) or restores Portico's default. Each change is in the audit log.
 */
export function ScoreMeaningsPage() {
  const tables = useQuery(scoreMeaningsQuery);
  const action = useMeaningAction();
  const [editing, setEditing] = useState<Entry>();
  const [done, setDone] = useState('');

  const run = (exam: ScoreExam, table: object | null, close?: () => void) => {
    setDone('');
    action.mutate(
      { exam, table: table as never },
      {
        onSuccess: (message) => {
          setDone(message);
          close?.();
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <PageTitle title="Score meanings">
        What each exam’s score means on the students’ reports and dashboard: IELTS, PTE and Duolingo on the
        CEFR, CELPIP on the CLB, GRE and SAT as percentiles. Replace a table when its owner publishes a new
        one.
      </PageTitle>
      {done && <StatusAlert tone="success">{done}</StatusAlert>}
      {action.isError && !editing && (
        <StatusAlert tone="error">{errorMessage(action.error, 'Not saved')}</StatusAlert>
      )}
      {tables.isPending && <PageLoader label="Loading the tables…" />}
      {tables.isError && (
        <StatusAlert tone="error">{errorMessage(tables.error, 'The tables could not be loaded')}</StatusAlert>
      )}
      {tables.data?.map((entry) => (
        <MeaningCard
          key={entry.exam}
          entry={entry}
          pending={action.isPending}
          onEdit={() => {
            action.reset();
            setEditing(entry);
          }}
          onRestore={() => run(entry.exam, null)}
        />
      ))}
      <Modal opened={!!editing} onClose={() => setEditing(undefined)} title="Edit the table" size="xl">
        {editing && (
          <TableEditor
            entry={editing}
            error={action.isError ? errorMessage(action.error, 'Not saved') : ''}
            saving={action.isPending}
            onSave={(table) => run(editing.exam, table, () => setEditing(undefined))}
          />
        )}
      </Modal>
    </Stack>
  );
}

function TableEditor({
  entry,
  error,
  saving,
  onSave,
}: {
  entry: Entry;
  error: string;
  saving: boolean;
  onSave: (table: object) => void;
}) {
  const [text, setText] = useState(() => JSON.stringify(entry.table, null, 2));
  const [problem, setProblem] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      setProblem('This is not valid JSON.');
      return;
    }
    const parsed = MeaningTableSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(`${issue?.path.join('.') || 'table'}: ${issue?.message ?? 'not a table'}`);
      return;
    }
    setProblem('');
    onSave(parsed.data);
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">
          Each row reads the scores from <code>min</code> to <code>max</code> (of one <code>measure</code>, or
          of every measure when it names none) as <code>level</code>. Name the source and its year.
        </Text>
        <Textarea
          label={`${examScoring[entry.exam].label} table (JSON)`}
          autosize
          minRows={12}
          maxRows={24}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
        />
        {(problem || error) && <StatusAlert tone="error">{problem || error}</StatusAlert>}
        <Group>
          <Button type="submit" loading={saving}>
            Save table
          </Button>
          <Button variant="default" onClick={() => setText(JSON.stringify(entry.defaultTable, null, 2))}>
            Start from Portico’s default
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface CardProps {
  entry: Entry;
  pending: boolean;
  onEdit: () => void;
  onRestore: () => void;
}

/** One exam's table: whose it is, whether it was checked, its source, and Edit or Restore default. */
function MeaningCard({ entry, pending, onEdit, onRestore }: CardProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 20rem' }}>
          <Group gap="xs">
            <Title order={2} fz="lg">
              {examScoring[entry.exam].label}
            </Title>
            <Badge variant="light" color={entry.custom ? 'blue' : 'gray'}>
              {entry.custom ? 'Your table' : 'Portico’s default'}
            </Badge>
            {!entry.table.verified && (
              <Badge variant="light" color="orange">
                Not checked
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {entry.table.title}: {entry.table.rows.length} rows. Source: {entry.table.source.publisher},{' '}
            {entry.table.source.title} ({entry.table.source.year}).
          </Text>
          {entry.table.note && (
            <Text size="sm" c="dimmed">
              {entry.table.note}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={onEdit}>
            Edit
          </Button>
          {entry.custom && (
            <Button variant="subtle" color="red" onClick={onRestore} loading={pending}>
              Restore default
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
