import { Button, Group, Stack, Text } from '@mantine/core';
import { type CourseMenu, MenuInputSchema } from '@portico/contract/console-menus';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useSaveMenu } from '../api/menus';
import {
  blankRow,
  inputOf,
  type MenuRow,
  move,
  parentOf,
  remove,
  reparent,
  rowsOf,
  update,
} from '../utils/menu-tree';
import { MenuItemCard } from './menu-item-card';

/** One course's menu as its students see it, edited in place and saved whole. */
export function MenuEditor({ menu }: { menu: CourseMenu }) {
  const [rows, setRows] = useState<MenuRow[]>(() => rowsOf(menu.items));
  const [problem, setProblem] = useState('');
  const saveMenu = useSaveMenu(menu.course.id);
  const parents = rows.map((r) => ({ key: r.key, title: r.title }));
  const edit = (next: MenuRow[]) => {
    setRows(next);
    setProblem('');
    saveMenu.reset();
  };

  const card = (row: MenuRow, position: string, i: number, siblings: MenuRow[]) => (
    <MenuItemCard
      key={row.key}
      row={row}
      position={position}
      parent={parentOf(rows, row.key)}
      parents={parents}
      first={i === 0}
      last={i === siblings.length - 1}
      onChange={(change) => edit(update(rows, row.key, change))}
      onMove={(by) => edit(move(rows, row.key, by))}
      onParent={(parent) => edit(reparent(rows, row.key, parent))}
      onRemove={() => edit(remove(rows, row.key))}
    />
  );

  const save = () => {
    const body = inputOf(rows);
    const parsed = MenuInputSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const [, at, , sub] = issue?.path ?? [];
      const where =
        typeof at === 'number' ? ` (item ${at + 1}${typeof sub === 'number' ? `.${sub + 1}` : ''})` : '';
      setProblem(`${issue?.message ?? 'Please check the items.'}${where}`);
      return;
    }
    saveMenu.mutate(body);
  };

  return (
    <Stack gap="sm">
      {rows.length === 0 && <Text c="dimmed">This course has no menu items.</Text>}
      <Stack gap="sm" aria-label={`Menu of ${menu.course.courseName}`} role="list">
        {rows.map((r, i) => (
          <Stack key={r.key} gap="xs" role="listitem">
            {card(r, String(i + 1), i, rows)}
            {r.subMenu.map((s, j) => card(s, `${i + 1}.${j + 1}`, j, r.subMenu))}
          </Stack>
        ))}
      </Stack>
      {problem && <StatusAlert tone="error">{problem}</StatusAlert>}
      {saveMenu.isError && <StatusAlert tone="error">{errorMessage(saveMenu.error)}</StatusAlert>}
      {saveMenu.isSuccess && <StatusAlert tone="success">{saveMenu.data.message}</StatusAlert>}
      <Group justify="space-between">
        <Button variant="default" onClick={() => edit([...rows, blankRow()])}>
          Add an item
        </Button>
        <Button onClick={save} loading={saveMenu.isPending}>
          Save menu
        </Button>
      </Group>
    </Stack>
  );
}
