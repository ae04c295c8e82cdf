import {
  AdaptiveTestMessages,
  type ItemSectionView,
  type ItemSettings,
  type RoutedSectionView,
  type RoutedSettings,
  type RouteTableRow,
} from '@portico/contract/console-adaptive';

/**
 * The forms of the console's adaptive tests (issue 43) as the administrator writes them: a route's
 * table as lines of 'raw, scaled', shares and the exposure cap in per cent. Each turns back into the
 * settings the API takes, or into the first thing wrong with it, before anything is sent.
 */

export type RoutedDraft = {
  kind: RoutedSettings['rule']['kind'];
  threshold: string | number;
  easier: string;
  harder: string;
};

export type PoolDraft = {
  length: string | number;
  topK: string | number;
  /** Per cent of attempts; '' for no cap. */
  maxExposure: string | number;
  balance: boolean;
  /** Topic → per cent of the section. */
  shares: Record<string, string | number>;
};

export type Parsed<T> = { settings: T; error?: undefined } | { settings?: undefined; error: string };

/** A table as the form shows it: one 'raw, scaled' line per raw score. */
export const tableText = (rows: readonly RouteTableRow[]) =>
  rows.map((r) => `${r.raw}, ${r.scaled}`).join('\n');

/** The lines of a table's text; an empty text is no table. */
export function parseTable(text: string): Parsed<RouteTableRow[]> {
  const rows: RouteTableRow[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const match = line.trim().match(/^(\d+)\s*[,;\t ]\s*(-?\d+(?:\.\d+)?)$/);
    if (!match) return { error: `${AdaptiveTestMessages.tableLine} (“${line.trim().slice(0, 40)}”)` };
    rows.push({ raw: Number(match[1]), scaled: Number(match[2]) });
  }
  return { settings: rows };
}

export const routedDraft = (s: RoutedSettings): RoutedDraft => ({
  kind: s.rule.kind,
  threshold: s.rule.threshold,
  easier: tableText(s.tables.easier),
  harder: tableText(s.tables.harder),
});

const whole = (v: string | number) => (v === '' ? Number.NaN : Number(v));

export function routedSettings(draft: RoutedDraft, section: RoutedSectionView): Parsed<RoutedSettings> {
  const threshold = whole(draft.threshold);
  if (!Number.isFinite(threshold)) return { error: 'Give the threshold' };
  if (draft.kind === 'raw-threshold' && (!Number.isInteger(threshold) || threshold < 0))
    return { error: 'The threshold is a whole number of questions' };
  if (draft.kind === 'raw-threshold' && threshold > section.from.questions)
    return { error: AdaptiveTestMessages.thresholdAbove(section.from.questions) };
  if (draft.kind === 'theta-threshold' && Math.abs(threshold) > 4)
    return { error: 'An ability threshold is between −4 and 4' };
  const easier = parseTable(draft.easier);
  if (easier.error !== undefined) return { error: `Easier route: ${easier.error}` };
  const harder = parseTable(draft.harder);
  if (harder.error !== undefined) return { error: `Harder route: ${harder.error}` };
  return {
    settings: {
      rule: { kind: draft.kind, threshold },
      tables: { easier: easier.settings, harder: harder.settings },
    },
  };
}

/** The pool's topics, in the order their first question comes. */
export const poolTopics = (section: ItemSectionView) => [...new Set(section.items.map((i) => i.topic))];

const percent = (share: number) => Math.round(share * 1000) / 10;

export const poolDraft = (section: ItemSectionView): PoolDraft => {
  const { settings } = section;
  return {
    length: settings.length,
    topK: settings.topK,
    maxExposure: settings.maxExposure === null ? '' : percent(settings.maxExposure),
    balance: settings.targets !== null,
    shares: Object.fromEntries(poolTopics(section).map((t) => [t, percent(settings.targets?.[t] ?? 0)])),
  };
};

export function poolSettings(draft: PoolDraft, section: ItemSectionView): Parsed<ItemSettings> {
  const length = whole(draft.length);
  const pool = section.items.length;
  if (!Number.isInteger(length) || length < 1) return { error: 'The length is a whole number of questions' };
  if (length > pool) return { error: AdaptiveTestMessages.lengthAbovePool(pool) };
  const topK = whole(draft.topK);
  if (!Number.isInteger(topK) || topK < 1 || topK > 20) return { error: 'Pick among 1 to 20 questions' };
  const cap = draft.maxExposure === '' ? null : whole(draft.maxExposure);
  if (cap !== null && !(cap > 0 && cap <= 100))
    return { error: 'The exposure cap is above 0 and at most 100 %' };
  let targets: Record<string, number> | null = null;
  if (draft.balance) {
    const shares = Object.entries(draft.shares)
      .map(([topic, v]) => [topic, whole(v)] as const)
      .filter(([, v]) => v !== 0);
    if (shares.some(([, v]) => !Number.isFinite(v) || v < 0 || v > 100))
      return { error: 'Each share is between 0 and 100 %' };
    const sum = shares.reduce((s, [, v]) => s + v, 0);
    if (Math.abs(sum - 100) >= 1)
      return { error: `The shares add up to ${Math.round(sum * 10) / 10} %, not 100 %` };
    targets = Object.fromEntries(shares.map(([topic, v]) => [topic, v / 100]));
  }
  return { settings: { length, topK, maxExposure: cap === null ? null : cap / 100, targets } };
}
