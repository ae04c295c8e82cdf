import functionPlotImport, { type FunctionPlotDatum } from 'function-plot';
import type { Entry } from './graph-expression';

/**
 * function-plot ships CommonJS (`exports.default`): the production bundle's default import is its
 * whole exports object (Node's rule for a package of type module), the tests' is the function.
 */
const functionPlot: typeof functionPlotImport =
  (functionPlotImport as unknown as { default?: typeof functionPlotImport }).default ?? functionPlotImport;

/** The part of the plane shown: x from x[0] to x[1], y likewise. */
export interface GraphWindow {
  x: [number, number];
  y: [number, number];
}

/** Where the graph opens and Reset view returns: x from −10 to 10, y as the graph's shape allows. */
export function homeWindow(width: number, height: number): GraphWindow {
  const half = (10 * height) / width;
  return { x: [-10, 10], y: [-half, half] };
}

/** The window zoomed by `factor` about its centre (below 1: closer). */
export function zoomed(w: GraphWindow, factor: number): GraphWindow {
  const scale = ([a, b]: [number, number]): [number, number] => {
    const mid = (a + b) / 2;
    const half = ((b - a) / 2) * factor;
    return [mid - half, mid + half];
  };
  return { x: scale(w.x), y: scale(w.y) };
}

/** The window moved by a share of its width (dx) and height (dy). */
export function panned(w: GraphWindow, dx: number, dy: number): GraphWindow {
  const sx = (w.x[1] - w.x[0]) * dx;
  const sy = (w.y[1] - w.y[0]) * dy;
  return { x: [w.x[0] + sx, w.x[1] + sx], y: [w.y[0] + sy, w.y[1] + sy] };
}

/** A window's ends as the calculator writes them (two decimals at most). */
export const windowText = (w: GraphWindow) => {
  const n = (v: number) => String(Number(v.toFixed(2))).replace('-', '−');
  return `x from ${n(w.x[0])} to ${n(w.x[1])}, y from ${n(w.y[0])} to ${n(w.y[1])}`;
};

/** Curves drawn thick enough to tell apart and to see on a phone (function-plot draws 1 px). */
const LINE = { 'stroke-width': 2.5 };

function datum(entry: Entry, colour: string, w: GraphWindow): FunctionPlotDatum | null {
  if (entry.kind === 'graph') {
    // A function, never a string: function-plot would compile a string with new Function, which the
    // app's Content-Security-Policy forbids.
    const f = entry.f;
    return { fn: (scope) => f(scope.x), graphType: 'polyline', color: colour, nSamples: 600, attr: LINE };
  }
  if (entry.kind === 'vertical') {
    const reach = (w.y[1] - w.y[0]) * 50;
    return {
      points: [
        [entry.x, w.y[0] - reach],
        [entry.x, w.y[1] + reach],
      ],
      fnType: 'points',
      graphType: 'polyline',
      color: colour,
      attr: LINE,
    };
  }
  return null;
}

/**
 * Draws the entries into `host` with function-plot (MIT; d3 inside): axes, a grid, the curves in
 * their colours; dragging, the wheel and a pinch move and zoom it, and `onMove` hears the window
 * they leave.
 */
export function drawGraph(
  host: HTMLElement,
  size: { width: number; height: number },
  w: GraphWindow,
  entries: readonly { entry: Entry; colour: string }[],
  onMove: (w: GraphWindow) => void,
) {
  host.replaceChildren();
  const data = entries.flatMap(({ entry, colour }) => datum(entry, colour, w) ?? []);
  const chart = functionPlot({
    target: host,
    width: size.width,
    height: size.height,
    grid: true,
    xAxis: { domain: [...w.x] },
    yAxis: { domain: [...w.y] },
    data,
  });
  chart.on('all:zoom', () => {
    const { xScale, yScale } = chart.meta;
    if (!xScale || !yScale) return;
    const [x0 = 0, x1 = 0] = xScale.domain();
    const [y0 = 0, y1 = 0] = yScale.domain();
    onMove({ x: [x0, x1], y: [y0, y1] });
  });
}
