import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MENU_ROUTES } from '@portico/contract/console-menus';
import type { MenuRow } from '../utils/menu-tree';

/** Mantine's Select takes no empty value: these stand for "no page" and "no parent". */
const HEADING = '#heading';
const TOP = '#top';
const PAGES = MENU_ROUTES.map((r) => ({ value: r.path, label: `${r.label} (${r.path})` }));

/** The pages an item may open: none for a heading, the portal's pages, and its own address if unknown. */
function pageOptions(row: MenuRow, heading: boolean) {
  return [
    ...(heading ? [{ value: HEADING, label: 'No page (a heading for its sub-items)' }] : []),
    ...PAGES,
    ...(row.navigationUrl && !PAGES.some((p) => p.value === row.navigationUrl)
      ? [{ value: row.navigationUrl, label: `${row.navigationUrl} (not a page of the portal)` }]
      : []),
  ];
}

interface MoveProps {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** Move the item up or down among its siblings, or remove it. */
function ItemMoves({ name, first, last, onMove, onRemove }: MoveProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        disabled={first}
        onClick={() => onMove(-1)}
        aria-label={`Move ${name} up`}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="default"
        disabled={last}
        onClick={() => onMove(1)}
        aria-label={`Move ${name} down`}
      >
        ↓
      </ActionIcon>
      <Button size="xs" variant="outline" color="red.8" onClick={onRemove} aria-label={`Remove ${name}`}>
        Remove
      </Button>
    </Group>
  );
}

interface Props {
  row: MenuRow;
  /** "2" for the second item, "2.1" for its first sub-item. */
  position: string;
  parent: string | null;
  /** The top-level items it may go under. */
  parents: { key: string; title: string }[];
  first: boolean;
  last: boolean;
  onChange: (change: Partial<MenuRow>) => void;
  onMove: (by: -1 | 1) => void;
  onParent: (parent: string | null) => void;
  onRemove: () => void;
}

/** One menu item: its title, the page it opens, its parameter, its parent and its place. */
export function MenuItemCard({
  row,
  position,
  parent,
  parents,
  first,
  last,
  onChange,
  onMove,
  onParent,
  onRemove,
}: Props) {
  const name = row.title.trim() || 'untitled';
  const heading = !parent && row.subMenu.length > 0;
  const pages = pageOptions(row, heading);
  const parentOptions = [
    { value: TOP, label: 'None (top level)' },
    ...parents
      .filter((p) => p.key !== row.key)
      .map((p) => ({ value: p.key, label: p.title.trim() || 'untitled' })),
  ];
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      ml={parent ? 'xl' : 0}
      role="group"
      aria-label={`Item ${position}: ${name}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {position}
          </Text>
          <ItemMoves name={name} first={first} last={last} onMove={onMove} onRemove={onRemove} />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput
            label="Title"
            value={row.title}
            maxLength={100}
            onChange={(e) => onChange({ title: e.currentTarget.value })}
          />
          <Select
            label="Page"
            data={pages}
            value={row.navigationUrl || HEADING}
            onChange={(v) => onChange({ navigationUrl: !v || v === HEADING ? '' : v })}
            allowDeselect={false}
            searchable
          />
          <TextInput
            label="Parameter (optional)"
            value={row.navigationParam}
            maxLength={200}
            onChange={(e) => onChange({ navigationParam: e.currentTarget.value })}
          />
          <Select
            label="Under"
            data={parentOptions}
            value={parent ?? TOP}
            onChange={(v) => onParent(!v || v === TOP ? null : v)}
            allowDeselect={false}
            disabled={heading}
            description={heading ? 'It has sub-items, so it stays at the top level' : undefined}
          />
        </SimpleGrid>
        {heading && (
          <Text size="xs" c="dimmed">
            Removing it removes its{' '}
            {row.subMenu.length === 1 ? 'sub-item' : `${row.subMenu.length} sub-items`} too.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
