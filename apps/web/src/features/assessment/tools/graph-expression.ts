/**
 * What a student types into the graphing calculator (decision 042), read without eval (the app's
 * Content-Security-Policy allows none): `y = 2x + 3` or `x^2 - 4` is a graph of x, `x = 3` a
 * vertical line, `3/4 + 2^3` a number worked out. Implicit multiplication (`2x`, `3(x+1)`, `2sin(x)`),
 * ^ for powers, sqrt/√, abs, sin, cos, tan and their inverses (radians, as Bluebook's graphing
 * calculator by default), ln, log (base 10), exp, pi/π and e. Pure.
 */

export type Entry =
  | { kind: 'empty' }
  | { kind: 'graph'; f: (x: number) => number }
  | { kind: 'vertical'; x: number }
  | { kind: 'value'; value: number }
  | { kind: 'error'; message: string };

type Node = (x: number) => number;

const FUNCTIONS: Record<string, (v: number) => number> = {
  sqrt: Math.sqrt,
  abs: Math.abs,
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  exp: Math.exp,
  ln: Math.log,
  log: Math.log10,
};
const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E };
/** Longest first, so that `exp` is not read as `e` times `xp`. */
const NAMES = [...Object.keys(FUNCTIONS), ...Object.keys(CONSTANTS), 'x'].sort((a, b) => b.length - a.length);

/** Typographic signs students paste or a phone keyboard gives, as the parser reads them. */
const normalise = (text: string) =>
  text
    .replace(/[−–]/g, '-')
    .replace(/[×·]/g, '*')
    .replace(/÷/g, '/')
    .replace(/π/g, 'pi')
    .replace(/√/g, 'sqrt')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/\s+/g, '')
    .toLowerCase();

class ParseError extends Error {}

type Token = { type: 'num'; value: number } | { type: 'name'; value: string } | { type: 'op'; value: string };

function tokens(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const num = /^(\d+\.?\d*|\.\d+)/.exec(rest);
    if (num) {
      out.push({ type: 'num', value: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    if (/^[a-z]/.test(rest)) {
      const name = NAMES.find((n) => rest.startsWith(n));
      if (!name) throw new ParseError(`'${/^[a-z]+/.exec(rest)?.[0]}' is not a name the calculator knows.`);
      out.push({ type: 'name', value: name });
      i += name.length;
      continue;
    }
    if (!'+-*/^()|'.includes(rest[0] as string)) throw new ParseError(`'${rest[0]}' cannot be used here.`);
    out.push({ type: 'op', value: rest[0] as string });
    i += 1;
  }
  return out;
}

/** A recursive-descent parser: sums of products of signed powers of primaries. */
// Over 80 lines: the grammar's rules are mutually recursive closures over one cursor; it reads whole.
function parse(list: Token[]): { node: Node; usesX: boolean } {
  let at = 0;
  let usesX = false;
  const peek = () => list[at];
  const isOp = (value: string) => peek()?.type === 'op' && peek()?.value === value;
  const expect = (value: string) => {
    if (!isOp(value)) throw new ParseError(`A '${value}' is missing.`);
    at += 1;
  };
  // A primary can follow another without a sign: 2x, 3(x+1), (x+1)(x-1), 2sin(x).
  const startsPrimary = () => {
    const t = peek();
    return !!t && (t.type !== 'op' || t.value === '(');
  };

  const sum = (): Node => {
    let left = product();
    while (isOp('+') || isOp('-')) {
      const minus = isOp('-');
      at += 1;
      const l = left;
      const r = product();
      left = minus ? (x) => l(x) - r(x) : (x) => l(x) + r(x);
    }
    return left;
  };
  const product = (): Node => {
    let left = signed();
    for (;;) {
      if (isOp('*') || isOp('/')) {
        const divide = isOp('/');
        at += 1;
        const l = left;
        const r = signed();
        left = divide ? (x) => l(x) / r(x) : (x) => l(x) * r(x);
      } else if (startsPrimary()) {
        const l = left;
        const r = power();
        left = (x) => l(x) * r(x);
      } else return left;
    }
  };
  const signed = (): Node => {
    if (isOp('-')) {
      at += 1;
      const v = signed();
      return (x) => -v(x);
    }
    if (isOp('+')) at += 1;
    return power();
  };
  const power = (): Node => {
    const base = primary();
    if (!isOp('^')) return base;
    at += 1;
    const exponent = signed(); // right-associative: 2^3^2 is 2^9, and 2^-1 is a half
    return (x) => base(x) ** exponent(x);
  };
  const primary = (): Node => {
    const t = peek();
    if (!t) throw new ParseError('The expression ends too soon.');
    at += 1;
    if (t.type === 'num') return () => t.value;
    if (t.type === 'name') {
      if (t.value === 'x') {
        usesX = true;
        return (x) => x;
      }
      const constant = CONSTANTS[t.value];
      if (constant !== undefined) return () => constant;
      const fn = FUNCTIONS[t.value] as (v: number) => number;
      // sin(x), or sin x and √x with the next power as the argument.
      const arg = isOp('(') ? primary() : power();
      return (x) => fn(arg(x));
    }
    if (t.value === '(' || t.value === '|') {
      const inner = sum();
      expect(t.value === '(' ? ')' : '|');
      return t.value === '|' ? (x) => Math.abs(inner(x)) : inner;
    }
    throw new ParseError(`'${t.value}' cannot come here.`);
  };

  const node = sum();
  if (at < list.length) throw new ParseError(`'${(list[at] as Token).value}' cannot come here.`);
  return { node, usesX };
}

const read = (text: string) => parse(tokens(text));

/** One line of the calculator, read. */
export function readEntry(raw: string): Entry {
  const text = normalise(raw);
  if (!text) return { kind: 'empty' };
  try {
    const sides = text.split('=');
    if (sides.length > 2) return { kind: 'error', message: 'Use one = at most.' };
    if (sides.length === 2) {
      const [left, right] = sides as [string, string];
      if (left === 'y' || /^[a-w]\(x\)$/.test(left)) {
        const { node } = read(right);
        return { kind: 'graph', f: node };
      }
      if (left === 'x') {
        const { node, usesX } = read(right);
        if (usesX) return { kind: 'error', message: 'Write a line as x = a number.' };
        return { kind: 'vertical', x: node(0) };
      }
      return { kind: 'error', message: 'Write a graph as y = …, or a line as x = a number.' };
    }
    const { node, usesX } = read(text);
    return usesX ? { kind: 'graph', f: node } : { kind: 'value', value: node(0) };
  } catch (err) {
    if (err instanceof ParseError) return { kind: 'error', message: err.message };
    throw err;
  }
}

/** A worked-out number as the calculator shows it: at most 10 significant digits. */
export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return 'undefined';
  const rounded = Number(value.toPrecision(10));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}
