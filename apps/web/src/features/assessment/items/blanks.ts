/** A run of three or more underscores marks a blank in item HTML (contract LaunchItem.Items). */
const MARKER = /_{3,}/g;
const TAG = /(<[^>]*>)/;

/** The attribute of the placeholder each blank becomes, so a control can be placed in it. */
export const BLANK_ATTR = 'data-portico-blank';

/** The HTML split on blank markers: segments[i] comes before blank i; one more segment than markers. */
export function splitBlanks(html: string): string[] {
  const segments: string[] = [];
  let current = '';
  // Only text between tags is split: underscores inside an attribute (a file name) are not blanks.
  for (const piece of html.split(TAG)) {
    if (piece.startsWith('<')) {
      current += piece;
      continue;
    }
    const parts = piece.split(MARKER);
    current += parts[0] ?? '';
    for (const part of parts.slice(1)) {
      segments.push(current);
      current = part;
    }
  }
  segments.push(current);
  return segments;
}

export const countBlanks = (html: string): number => splitBlanks(html).length - 1;

export interface MarkedBlanks {
  /** The HTML with the first `count` markers replaced by empty placeholders. */
  html: string;
  /** How many blanks have a place in the text. */
  inline: number;
  /** Blanks without a marker, shown as numbered fields after the text. */
  missing: number;
}

/** Places for `count` blanks in the HTML; markers past `count` stay as text. */
export function markBlanks(html: string, count: number): MarkedBlanks {
  const segments = splitBlanks(html);
  const inline = Math.min(count, segments.length - 1);
  let out = segments[0] ?? '';
  for (let i = 1; i < segments.length; i++) {
    out += i <= inline ? `<span ${BLANK_ATTR}="${i - 1}"></span>` : '____';
    out += segments[i];
  }
  return { html: out, inline, missing: Math.max(0, count - inline) };
}
