import { Badge, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type ContentKind, contentKinds, type ImportPreview } from '@portico/contract/console-import';

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

/** What the import would do, per kind of content, with the names of what changes. */
export function ImportChanges({ changes }: { changes: Changes }) {
  const nothing = contentKinds.every((k) => {
    const c = changes[k];
    return !c || c.added + c.changed + c.removed + c.retired === 0;
  });
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
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Content</Table.Th>
              <Table.Th scope="col">Added</Table.Th>
              <Table.Th scope="col">Changed</Table.Th>
              <Table.Th scope="col">Removed</Table.Th>
              <Table.Th scope="col">Retired</Table.Th>
              <Table.Th scope="col">Unchanged</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contentKinds.map((kind) => {
              const c = changes[kind];
              if (!c) return null;
              return (
                <Table.Tr key={kind}>
                  <Table.Th scope="row">{KIND_NAMES[kind]}</Table.Th>
                  <Table.Td>{c.added}</Table.Td>
                  <Table.Td>{c.changed}</Table.Td>
                  <Table.Td>{c.removed}</Table.Td>
                  <Table.Td>{c.retired}</Table.Td>
                  <Table.Td>{c.unchanged}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
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
