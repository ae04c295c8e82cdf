// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../../test/stub-browser';
import { AnnotatedPassage } from './annotated-passage';
import { annotationsStorageKey, clearAnnotationsFor } from './use-annotations';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.getSelection()?.removeAllRanges();
});

const PASSAGE =
  '<p>The <b>quick</b> brown fox jumps over the lazy dog.</p><p>Bees make honey.</p><img src="x" onerror="alert(1)">';
const KEY = 'att-1:item-1';

const renderPassage = (storageKey = KEY, html = PASSAGE) =>
  render(
    <MantineProvider>
      <AnnotatedPassage html={html} storageKey={storageKey} className="pane" />
    </MantineProvider>,
  );
const region = () => screen.getByRole('region', { name: 'Passage' });

/** Selects `text` in the passage, as a student's drag (or shift+arrows) would. */
function select(text: string, occurrence = 0) {
  const walker = document.createTreeWalker(region(), NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  const whole = nodes.map((n) => n.data).join('');
  let at = -1;
  for (let i = 0; i <= occurrence; i++) at = whole.indexOf(text, at + 1);
  if (at < 0) throw new Error(`'${text}' is not in the passage`);
  const point = (offset: number): [Text, number] => {
    let pos = 0;
    for (const node of nodes) {
      if (offset <= pos + node.data.length) return [node, offset - pos];
      pos += node.data.length;
    }
    throw new Error('past the end');
  };
  const range = document.createRange();
  range.setStart(...point(at));
  range.setEnd(...point(at + text.length));
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
}

async function annotate(text: string, action: 'Highlight' | 'Notes') {
  select(text);
  fireEvent.mouseUp(region());
  await userEvent.click(await screen.findByRole('button', { name: action }));
}

async function addNote(text: string, note: string) {
  await annotate(text, 'Notes');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Note' }), note);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

const marks = () => [...region().querySelectorAll('mark')].map((m) => m.textContent);

describe('AnnotatedPassage', () => {
  it('shows the sanitised passage in a focusable region with the runner’s class', () => {
    renderPassage();
    expect(region().tabIndex).toBe(0);
    expect(region().className).toBe('pane');
    expect(region().querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Highlight' })).toBeNull();
  });

  it('highlights selected text across elements and keeps it after a reload', async () => {
    renderPassage();
    await annotate('quick brown', 'Highlight');
    expect(marks()).toEqual(['quick', ' brown']);
    expect(screen.getByRole('button', { name: 'quick', description: 'Highlighted' })).toHaveProperty(
      'tagName',
      'MARK',
    );
    expect(JSON.parse(window.localStorage.getItem('portico.annotations.att-1:item-1') ?? '[]')).toHaveLength(
      1,
    );

    cleanup();
    const { rerender } = renderPassage();
    expect(marks()).toEqual(['quick', ' brown']);
    // The runner moves to the next question without unmounting the passage.
    const show = (storageKey: string) =>
      rerender(
        <MantineProvider>
          <AnnotatedPassage html={PASSAGE} storageKey={storageKey} />
        </MantineProvider>,
      );
    show('att-1:item-2');
    expect(marks()).toEqual([]);
    show(KEY);
    expect(marks()).toEqual(['quick', ' brown']);
  });

  it('merges a highlight that overlaps another', async () => {
    renderPassage();
    await annotate('brown fox', 'Highlight');
    await annotate('fox jumps', 'Highlight');
    expect(marks()).toEqual(['brown fox jumps']);
  });

  it('saves a note on the selected text and shows it on focus and on click', async () => {
    renderPassage();
    await addNote('lazy dog', 'Main idea of paragraph 1');
    const mark = screen.getByRole('button', {
      name: 'lazy dog',
      description: 'Note: Main idea of paragraph 1',
    });
    expect(mark.title).toBe('Main idea of paragraph 1');
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Main idea of paragraph 1');

    await userEvent.click(mark);
    const dialog = await screen.findByRole('dialog', { name: 'Note' });
    expect(within(dialog).getByText('Main idea of paragraph 1')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit note' }));
    const box = await screen.findByRole('textbox', { name: 'Note' });
    expect((box as HTMLTextAreaElement).value).toBe('Main idea of paragraph 1');
    await userEvent.clear(box);
    await userEvent.type(box, 'Topic sentence');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByRole('button', { name: 'lazy dog', description: 'Note: Topic sentence' }),
    ).toBeTruthy();
  });

  it('cancels a note without adding anything, and keeps a note to 1,000 characters', async () => {
    renderPassage();
    await annotate('Bees', 'Notes');
    const box = (await screen.findByRole('textbox', { name: 'Note' })) as HTMLTextAreaElement;
    expect(box.maxLength).toBe(1000);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(marks()).toEqual([]);
    expect(document.activeElement).toBe(region());
  });

  it('shows a note as text, never as markup', async () => {
    renderPassage('att-1:item-9', '<p>Bees make honey.</p>');
    await addNote('honey', '<img src=x onerror=alert(1)>');
    const mark = screen.getByRole('button', {
      name: 'honey',
      description: 'Note: <img src=x onerror=alert(1)>',
    });
    await userEvent.click(mark);
    const dialog = await screen.findByRole('dialog', { name: 'Note' });
    expect(dialog.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    cleanup();
    renderPassage('att-1:item-9', '<p>Bees make honey.</p>');
    expect(document.querySelector('img')).toBeNull();
    expect(marks()).toEqual(['honey']);
  });

  it('clears one mark with a click, and every mark with Clear all from a right-click', async () => {
    renderPassage();
    await annotate('quick', 'Highlight');
    await annotate('Bees', 'Highlight');
    await addNote('honey', 'sweet');
    await userEvent.click(screen.getByRole('button', { name: 'quick' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear' }));
    expect(marks()).toEqual(['Bees', 'honey']);

    // A right-click on plain text offers only Clear all; on a mark, Clear too.
    fireEvent.contextMenu(screen.getByText(/brown fox/));
    const menu = await screen.findByRole('dialog', { name: 'Highlights and notes' });
    expect(within(menu).queryByRole('button', { name: 'Clear' })).toBeNull();
    fireEvent.keyDown(menu, { key: 'Escape' });
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Bees' }));
    const dialog = await screen.findByRole('dialog', { name: 'Highlight' });
    expect(within(dialog).getByRole('button', { name: 'Clear' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(marks()).toEqual([]);
    expect(window.localStorage.getItem(annotationsStorageKey(KEY))).toBeNull();
  });

  it('works from the keyboard: Tab into the menu after a selection, Enter on a mark to clear it', async () => {
    renderPassage();
    region().focus();
    select('jumps over');
    fireEvent.keyUp(region(), { key: 'ArrowRight', shiftKey: true });
    await screen.findByRole('group', { name: 'Selected text' });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Highlight' }));
    await userEvent.keyboard('{Enter}');
    const mark = screen.getByRole('button', { name: 'jumps over' });
    expect(document.activeElement).toBe(mark);

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Highlight' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(mark);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Highlight' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Clear' }));
    await userEvent.keyboard('{Enter}');
    expect(marks()).toEqual([]);
    expect(document.activeElement).toBe(region());
  });

  it('follows a touch selection, which ends with no mouseup or keyup', async () => {
    renderPassage();
    select('honey');
    await userEvent.click(await screen.findByRole('button', { name: 'Highlight' }, { timeout: 2000 }));
    expect(marks()).toEqual(['honey']);
  });

  it('removes an attempt’s annotations when its test ends, and only that attempt’s', async () => {
    renderPassage();
    await annotate('quick', 'Highlight');
    window.localStorage.setItem(annotationsStorageKey('att-2:item-1'), '[]');
    window.localStorage.setItem('portico.other', '1');
    act(() => clearAnnotationsFor('att-1'));
    expect(marks()).toEqual([]);
    expect(window.localStorage.getItem(annotationsStorageKey(KEY))).toBeNull();
    expect(window.localStorage.getItem(annotationsStorageKey('att-2:item-1'))).toBe('[]');
    expect(window.localStorage.getItem('portico.other')).toBe('1');
    cleanup();
    renderPassage();
    expect(marks()).toEqual([]);
  });

  it('ignores stored data that is not its own, without failing', () => {
    const stored = [
      'not json',
      JSON.stringify({ start: 0, end: 3 }),
      JSON.stringify('x'.repeat(1_000_000)),
      JSON.stringify([{ id: 'far', start: 5000, end: 5005, kind: 'highlight' }, { id: 3 }]),
    ];
    for (const value of stored) {
      window.localStorage.setItem(annotationsStorageKey(KEY), value);
      renderPassage();
      expect(region().textContent).toContain('Bees make honey.');
      expect(marks()).toEqual([]);
      cleanup();
    }
  });
});
