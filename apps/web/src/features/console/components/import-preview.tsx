import { Badge, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  type ContentKind,
  contentKinds,
  type FieldChange,
  type ImportPreview,
} from '@portico/contract/console-import';
import { DataTable } from '../../../components/data-table';

const KIND_NAMES: Record<ContentKind, string> = {
  tests: 'Tests',
  sections: 'Sections',
  items: 'Questions',
  options: 'Answer options',
  modules: 'Course modules',
  objects: 'Lessons and activities',
};
const CHANGE_COLOURS = { added: 'green', changed: 'blue', removed: 'red', retired: 'orange' } as const;
/** Rows keyed by their content and, for repeats, their occurrence (the lists never reorder). */
function numbered<T extends object>(rows: T[]): { n: T; key: string }[] {
  const seen = new Map<string, number>();
  return rows.map((n) => {
    const base = JSON.stringify(n);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { n, key: `${base}#${count}` };
  });
}
type Changes = Extract<ImportPreview, { ok: true }>['changes'];

/** The preview's problems: each with its file, item and field, as the command line prints them. */
export function ImportErrors({ errors }: { errors: Extract<ImportPreview, { ok: false }>['errors'] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="lg" mb="xs">
        {errors.length === 1 ? '1 problem' : `${errors.length} problems`}: nothing will be imported
      </Title>
      <List spacing={4} size="sm">
        {numbered(errors.slice(0, 200)).map(({ n: e, key }) => (
          <List.Item key={key}>
            <Text span fw={600}>
              {[e.file, e.item, e.field].filter(Boolean).join(' › ')}
            </Text>
            : {e.message}
          </List.Item>
        ))}
      </List>
      {errors.length > 200 && (
        <Text size="sm" c="dimmed" mt="xs">
          and {errors.length - 200} more
        </Text>
      )}
    </Paper>
  );
}

/** Whether applying the preview would change anything at all. */
export const hasChanges = (changes: Changes) =>
  contentKinds.some((k) => {
    const c = changes[k];
    return Boolean(c && c.added + c.changed + c.removed + c.retired > 0);
  });

/** One changed field of a record: its name, the value it has, and the one it would have. */
function FieldDiff({ change }: { change: FieldChange }) {
  const value = (text: string | null) => (text === null || text === '' ? '(empty)' : text);
  return (
    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600} size="xs">
        {change.field}
      </Text>
      :{' '}
      <Text span size="xs" td="line-through" c="dimmed">
        {value(change.old)}
      </Text>{' '}
      →{' '}
      <Text span size="xs">
        {value(change.new)}
      </Text>
    </Text>
  );
}

/** What the import would do, per kind of content, with the names of what changes. */
export function ImportChanges({ changes }: { changes: Changes }) {
  const nothing = !hasChanges(changes);
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {nothing
          ? 'Nothing would change: the content is already as these files say'
          : 'What this import would do'}
      </Title>
      {/* Six columns do not fit a phone: the table scrolls sideways in its own focusable region. */}
      <Table.ScrollContainer
        minWidth={520}
        type="native"
        tabIndex={0}
        role="region"
        aria-label="Changes by kind of content"
      >
        <DataTable
          striped
          withTableBorder
          rows={contentKinds.flatMap((kind) => {
            const c = changes[kind];
            return c ? [{ kind, ...c }] : [];
          })}
          rowKey={(r) => r.kind}
          columns={[
            { header: 'Content', rowHeader: true, cell: (r) => KIND_NAMES[r.kind] },
            { header: 'Added', cell: (r) => r.added },
            { header: 'Changed', cell: (r) => r.changed },
            { header: 'Removed', cell: (r) => r.removed },
            { header: 'Retired', cell: (r) => r.retired },
            { header: 'Unchanged', cell: (r) => r.unchanged },
          ]}
        />
      </Table.ScrollContainer>
      {(['tests', 'modules', 'objects', 'items'] as const).map((kind) => {
        const names = changes[kind]?.names ?? [];
        if (!names.length) return null;
        return (
          <div key={kind}>
            <Text fw={600} mb={4}>
              {KIND_NAMES[kind]}
            </Text>
            <List spacing={2} size="sm">
              {numbered(names).map(({ n, key }) => (
                <List.Item key={key}>
                  <Badge size="sm" variant="light" color={CHANGE_COLOURS[n.change]} mr={6}>
                    {n.change}
                  </Badge>
                  {n.label}
                  {n.fields && n.fields.length > 0 && (
                    <Stack gap={2} mt={2} ml="md" aria-label={`Changes to ${n.label}`}>
                      {n.fields.map((f) => (
                        <FieldDiff key={f.field} change={f} />
                      ))}
                    </Stack>
                  )}
                </List.Item>
              ))}
            </List>
          </div>
        );
      })}
      <Text size="sm" c="dimmed">
        Retired content was attempted by students: it stays for their attempts and reports and leaves new
        attempts and course pages.
      </Text>
    </Stack>
  );
}
