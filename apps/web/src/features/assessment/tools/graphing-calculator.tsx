import { ActionIcon, Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Entry, formatValue, readEntry } from './graph-expression';
import { drawGraph, type GraphWindow, homeWindow, panned, windowText, zoomed } from './graph-view';
import classes from './graphing-calculator.module.css';
import { ToolPanel } from './tool-panel';

/** Each expression's colour, dark enough to read against white (WCAG 1.4.11: 3:1 at least). */
const COLOURS = ['#1864ab', '#c92a2a', '#2b8a3e', '#862e9c', '#d9480f', '#0b7285'];
const MAX_ROWS = COLOURS.length;
const HEIGHT = 240;

/** Keys the graph takes while it has focus: the arrows move it, + and − zoom, 0 goes home. */
const GRAPH_KEYS: Record<string, (w: GraphWindow) => GraphWindow> = {
  ArrowLeft: (w) => panned(w, -0.1, 0),
  ArrowRight: (w) => panned(w, 0.1, 0),
  ArrowUp: (w) => panned(w, 0, 0.1),
  ArrowDown: (w) => panned(w, 0, -0.1),
  '+': (w) => zoomed(w, 0.5),
  '=': (w) => zoomed(w, 0.5),
  '-': (w) => zoomed(w, 2),
};

/** An expression row as read: its text, what it reads as, and its colour. */
interface ReadRow {
  id: number;
  text: string;
  entry: Entry;
  colour: string;
}

interface GraphingCalculatorProps {
  onClose: () => void;
}

/**
 * The SAT Math graphing calculator (EXAM-PROFILES.md; Bluebook embeds Desmos, which cannot run
 * offline here: decision 042). Each line is an expression: `y = 2x + 3` or `x^2 − 4` is plotted,
 * `x = 3` is a vertical line, `3/4 + 2^3` is worked out. The graph moves and zooms by drag, wheel and
 * pinch, by its buttons, and by the keyboard while it has focus. A panel beside the question, below
 * it on a phone; Escape closes it. Loaded only when a student opens it (a chunk of its own).
 */
export default function GraphingCalculator({ onClose }: GraphingCalculatorProps) {
  const hintId = useId();
  const list = useExpressionRows();
  const entries = useMemo(
    () => list.rows.map((r, i) => ({ ...r, entry: readEntry(r.text), colour: COLOURS[i] as string })),
    [list.rows],
  );
  const host = useRef<HTMLDivElement>(null);
  const graph = useGraph(host, entries);

  const onPanelKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    onClose();
  };
  const onGraphKey = (e: KeyboardEvent) => {
    const step = GRAPH_KEYS[e.key];
    if (e.key === '0' || e.key === 'Home') graph.home();
    else if (step) graph.move(step);
    else return;
    e.preventDefault();
  };

  return (
    <ToolPanel title="Graphing calculator" className={classes.panel} onClose={onClose} onKeyDown={onPanelKey}>
      <Stack gap={6}>
        {entries.map((row, i) => (
          <ExpressionRow key={row.id} row={row} index={i} list={list} />
        ))}
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={list.addRow}
          disabled={list.rows.length >= MAX_ROWS}
          className={classes.add}
        >
          Add expression
        </Button>
      </Stack>
      {/* biome-ignore lint/a11y/useSemanticElements: a graph the keyboard can reach and move (aria-roledescription 'graph'), not a form fieldset. */}
      <div
        ref={host}
        className={classes.graph}
        role="group"
        aria-roledescription="graph"
        aria-label="Graph"
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the graph takes the arrow keys and + and − while focused.
        tabIndex={0}
        onKeyDown={onGraphKey}
      />
      <Text id={hintId} size="xs" c="dimmed" mt={4}>
        {graph.shownText}. Drag or use the arrow keys to move the graph; + and − zoom.
      </Text>
      <GraphButtons graph={graph} />
    </ToolPanel>
  );
}

/**
 * The expressions typed, one a row (at most one per colour). Opening moves focus to the first, so
 * typing works at once (and a phone scrolls to it); a row added or removed moves focus with it.
 */
function useExpressionRows() {
  const [rows, setRows] = useState([{ id: 1, text: '' }]);
  const nextId = useRef(2);
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const focusRow = useRef<number | null>(null);

  useEffect(() => inputs.current.get(1)?.focus(), []);
  useEffect(() => {
    const id = focusRow.current;
    focusRow.current = null;
    if (id !== null) inputs.current.get(id)?.focus();
  });

  const addRow = () => {
    if (rows.length >= MAX_ROWS) return;
    const id = nextId.current++;
    focusRow.current = id;
    setRows((list) => [...list, { id, text: '' }]);
  };
  const removeRow = (id: number) => {
    const at = rows.findIndex((r) => r.id === id);
    const rest = rows.filter((r) => r.id !== id);
    focusRow.current = (rest[Math.max(0, at - 1)] ?? rest[0])?.id ?? null;
    setRows(rest.length > 0 ? rest : [{ id: nextId.current++, text: '' }]);
  };
  const setText = (id: number, text: string) =>
    setRows((list) => list.map((r) => (r.id === id ? { ...r, text } : r)));
  return { rows, inputs, addRow, removeRow, setText };
}

/**
 * The graph drawn in `host` at its width: the window shown (home until moved), which a drag or the
 * wheel also moves without a redraw, and its words for the hint.
 */
function useGraph(host: RefObject<HTMLDivElement | null>, entries: readonly ReadRow[]) {
  const [width, setWidth] = useState(0);
  const [view, setView] = useState<GraphWindow | null>(null);
  /** The window on screen, also after a drag or the wheel moved it (those do not redraw). */
  const shown = useRef<GraphWindow | null>(null);
  const [shownText, setShownText] = useState('');

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    setWidth(el.clientWidth || 320);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(
      ([e]) => e && e.contentRect.width > 0 && setWidth(e.contentRect.width),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [host]);

  useEffect(() => {
    const el = host.current;
    if (!el || width === 0) return;
    const w = view ?? homeWindow(width, HEIGHT);
    shown.current = w;
    setShownText(windowText(w));
    drawGraph(el, { width, height: HEIGHT }, w, entries, (moved) => {
      shown.current = moved;
      setShownText(windowText(moved));
    });
  }, [entries, view, width, host]);

  const move = (to: (w: GraphWindow) => GraphWindow) =>
    setView(to(shown.current ?? homeWindow(width, HEIGHT)));
  const home = () => setView(homeWindow(width, HEIGHT));
  return { shownText, move, home };
}

type ExpressionRows = ReturnType<typeof useExpressionRows>;

/** One expression: its colour and number, what it reads as (a value, or what is wrong), Remove. */
function ExpressionRow({ row, index: i, list }: { row: ReadRow; index: number; list: ExpressionRows }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <span className={classes.swatch} style={{ background: row.colour }} aria-hidden="true">
        {i + 1}
      </span>
      <TextInput
        ref={(el) => {
          if (el) list.inputs.current.set(row.id, el);
          else list.inputs.current.delete(row.id);
        }}
        className={classes.expression}
        aria-label={`Expression ${i + 1}`}
        placeholder={i === 0 ? 'y = 2x + 3' : undefined}
        value={row.text}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        inputMode="text"
        onChange={(e) => {
          const text = e.currentTarget.value;
          list.setText(row.id, text);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && i === list.rows.length - 1 && row.text.trim()) list.addRow();
        }}
        error={row.entry.kind === 'error' ? row.entry.message : undefined}
        description={row.entry.kind === 'value' ? `= ${formatValue(row.entry.value)}` : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        descriptionProps={{ 'aria-live': 'polite', className: classes.value }}
      />
      <CloseButton aria-label={`Remove expression ${i + 1}`} onClick={() => list.removeRow(row.id)} mt={4} />
    </Group>
  );
}

/** Zoom in, Zoom out and Reset view, for those who cannot drag or pinch. */
function GraphButtons({ graph }: { graph: ReturnType<typeof useGraph> }) {
  return (
    <Group gap={6} mt="xs">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Zoom in"
        onClick={() => graph.move((w) => zoomed(w, 0.5))}
      >
        +
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Zoom out"
        onClick={() => graph.move((w) => zoomed(w, 2))}
      >
        −
      </ActionIcon>
      <Button variant="default" size="compact-md" onClick={graph.home}>
        Reset view
      </Button>
    </Group>
  );
}
