/**
 * The on-screen calculator of the GRE Quantitative sections (EXAM-PROFILES.md: + − × ÷ √,
 * memory, Transfer Display), as ETS describes it: it follows the order of operations, takes
 * parentheses, shows at most eight digits and says 'Error' for what it cannot show (division by
 * zero, the root of a negative number, a result too large). Pure: a key in, a new state out.
 */

export type Operator = '+' | '−' | '×' | '÷';
export type CalculatorKey =
  | '0'
  | '1'
  | '2'
  | '3'
  | '4'
  | '5'
  | '6'
  | '7'
  | '8'
  | '9'
  | '.'
  | Operator
  | '('
  | ')'
  | '='
  | '√'
  | '±'
  | 'C'
  | 'CE'
  | 'MC'
  | 'MR'
  | 'M+';

type Token = number | Operator | '(' | ')';

export interface CalculatorState {
  /** What the display shows. */
  display: string;
  /** The expression so far, without the number being entered. */
  tokens: Token[];
  /** Whether the display is a number being typed (digits append) or a result (digits replace it). */
  typing: boolean;
  memory: number;
  error: boolean;
}

/** ETS: the display holds eight digits. */
export const MAX_DIGITS = 8;
export const ERROR = 'Error';

export const initialCalculator: CalculatorState = {
  display: '0',
  tokens: [],
  typing: false,
  memory: 0,
  error: false,
};

const PRECEDENCE: Record<Operator, number> = { '+': 1, '−': 1, '×': 2, '÷': 2 };
const isOperator = (t: Token | CalculatorKey | undefined): t is Operator =>
  t === '+' || t === '−' || t === '×' || t === '÷';

/** A number as the display shows it: at most eight digits, rounded; null when it cannot be shown. */
export function formatNumber(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  if (value === 0) return '0';
  const integerDigits = Math.floor(Math.abs(value)).toString().length;
  if (integerDigits > MAX_DIGITS) return null;
  const decimals = Math.max(0, MAX_DIGITS - integerDigits);
  const rounded = Number(value.toFixed(decimals));
  // Rounding up can add a digit (99999999.6 → 100000000).
  if (Math.floor(Math.abs(rounded)).toString().length > MAX_DIGITS) return null;
  const text = rounded
    .toFixed(decimals)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
  return text === '-0' ? '0' : text;
}

const apply = (a: number, op: Operator, b: number) =>
  op === '+' ? a + b : op === '−' ? a - b : op === '×' ? a * b : b === 0 ? Number.NaN : a / b;

/** Evaluates tokens with the order of operations (shunting-yard); NaN when malformed. */
export function evaluate(tokens: readonly Token[]): number {
  const values: number[] = [];
  const ops: (Operator | '(')[] = [];
  const reduce = () => {
    const op = ops.pop();
    const b = values.pop();
    const a = values.pop();
    if (!isOperator(op) || a === undefined || b === undefined) return false;
    values.push(apply(a, op, b));
    return true;
  };
  for (const t of tokens) {
    if (typeof t === 'number') values.push(t);
    else if (t === '(') ops.push(t);
    else if (t === ')') {
      while (ops.length && ops[ops.length - 1] !== '(') if (!reduce()) return Number.NaN;
      if (ops.pop() !== '(') return Number.NaN;
    } else {
      while (
        ops.length &&
        isOperator(ops[ops.length - 1]) &&
        PRECEDENCE[ops[ops.length - 1] as Operator] >= PRECEDENCE[t]
      ) {
        if (!reduce()) return Number.NaN;
      }
      ops.push(t);
    }
  }
  while (ops.length) {
    if (ops[ops.length - 1] === '(') ops.pop();
    else if (!reduce()) return Number.NaN;
  }
  return values.length === 1 ? (values[0] as number) : Number.NaN;
}

const failed = (state: CalculatorState): CalculatorState => ({
  ...state,
  display: ERROR,
  tokens: [],
  typing: false,
  error: true,
});

const shown = (state: CalculatorState, value: number): CalculatorState => {
  const display = formatNumber(value);
  return display === null ? failed(state) : { ...state, display, typing: false, error: false };
};

const digitsIn = (display: string) => display.replace(/[^0-9]/g, '').length;

/** The display's value as a number (0 for 'Error'). */
export const displayValue = (state: CalculatorState) => (state.error ? 0 : Number(state.display));

/** The index of the '(' that the last token, a ')', closes. */
function matchingOpen(tokens: readonly Token[]): number {
  let depth = 0;
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (tokens[i] === ')') depth++;
    else if (tokens[i] === '(' && --depth === 0) return i;
  }
  return -1;
}

export function press(state: CalculatorState, key: CalculatorKey): CalculatorState {
  if (key === 'C') return { ...initialCalculator, memory: state.memory };
  if (key === 'MC') return { ...state, memory: 0 };
  if (key === 'M+')
    return state.error ? state : { ...state, memory: state.memory + displayValue(state), typing: false };
  if (state.error && key !== 'CE' && key !== 'MR' && !/^[0-9.]$/.test(key) && key !== '(') return state;
  const base = state.error ? { ...initialCalculator, memory: state.memory } : state;

  if (/^[0-9]$/.test(key)) {
    if (!base.typing || base.display === '0') return { ...base, display: key, typing: true };
    if (digitsIn(base.display) >= MAX_DIGITS) return base;
    return { ...base, display: base.display + key };
  }
  switch (key) {
    case '.':
      if (!base.typing) return { ...base, display: '0.', typing: true };
      return base.display.includes('.') ? base : { ...base, display: `${base.display}.` };
    case 'CE':
      return { ...base, display: '0', typing: false, error: false };
    case 'MR':
      return shown({ ...base, typing: false }, base.memory);
    case '±':
      if (base.display === '0') return base;
      return { ...base, display: base.display.startsWith('-') ? base.display.slice(1) : `-${base.display}` };
    case '√': {
      const value = displayValue(base);
      return value < 0 ? failed(base) : shown(base, Math.sqrt(value));
    }
    case '(':
      return { ...base, tokens: [...base.tokens, '('], display: '0', typing: false };
    case ')': {
      const open = base.tokens.filter((t) => t === '(').length - base.tokens.filter((t) => t === ')').length;
      if (open <= 0) return base;
      const closed = base.tokens[base.tokens.length - 1] === ')' && !base.typing;
      const tokens: Token[] = closed ? [...base.tokens, ')'] : [...base.tokens, displayValue(base), ')'];
      // Shows the bracket's value, as a calculator does.
      const inner = evaluate(tokens.slice(matchingOpen(tokens) + 1, -1));
      return Number.isNaN(inner) ? failed(base) : { ...shown(base, inner), tokens };
    }
    case '=': {
      const closed = base.tokens[base.tokens.length - 1] === ')' && !base.typing;
      const tokens = closed ? base.tokens : [...base.tokens, displayValue(base)];
      const value = evaluate(tokens);
      return Number.isNaN(value) ? failed(base) : { ...shown(base, value), tokens: [] };
    }
    default: {
      // An operator: the number shown joins the expression (after ')' it is already in).
      if (!isOperator(key)) return base;
      const last = base.tokens[base.tokens.length - 1];
      if (!base.typing && isOperator(last)) return { ...base, tokens: [...base.tokens.slice(0, -1), key] };
      const tokens: Token[] =
        last === ')' && !base.typing ? [...base.tokens, key] : [...base.tokens, displayValue(base), key];
      return { ...base, tokens, typing: false };
    }
  }
}

/** Presses keys in turn (tests and keyboard input). */
export const pressAll = (keys: readonly CalculatorKey[], from: CalculatorState = initialCalculator) =>
  keys.reduce(press, from);
