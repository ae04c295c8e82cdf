import type { AuthoredItem } from '../content/content-item-format';
import { toXhtml } from './qti-xhtml';

/**
 * The pieces every exported QTI item is written with (issue 44, decision 066): identifiers, escaped
 * text, numbers without float noise, response declarations and mappings, the standard templates,
 * and the item's HTML as XHTML flow content with what it dropped noted.
 */

export const QTI_ASI = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
export const TEMPLATES = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates';

/** An identifier QTI accepts (an XML NCName) from a Portico key. */
export const identifierOf = (key: string) => (/^[A-Za-z_]/.test(key) ? key : `_${key}`);

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A number as QTI writes it (no exponent, no float noise). */
export const n = (value: number) => String(Math.round(value * 1e9) / 1e9);

export interface Parts {
  declarations: string[];
  /** The item body's interaction(s) placed in the item's HTML. */
  body: string;
  processing: string;
  /** A teacher-marked item: its marks as the score's normal maximum. */
  maximum?: number;
}

export type Built = Parts | { reason: string };

export class Writer {
  readonly dropped = new Set<string>();
  xhtml(html: string): string {
    const out = toXhtml(html);
    for (const d of out.dropped) this.dropped.add(d);
    return out.xml;
  }
}

export const cls = (item: AuthoredItem) => ` class="portico-type-${item.type}"`;

/** The item's HTML as the body's flow content (a text or inline start wrapped in a div). */
export function flow(html: string, w: Writer): string {
  const xml = w.xhtml(html);
  return /^\s*<(p|div|table|ul|ol|blockquote|h[1-6]|pre|figure|dl|hr)\b/.test(xml) || !xml.trim()
    ? xml
    : `<div class="portico-body">${xml}</div>`;
}

export const declaration = (
  id: string,
  cardinality: string,
  baseType: string,
  correct: string[],
  mapping = '',
) =>
  `<qti-response-declaration identifier="${id}" cardinality="${cardinality}" base-type="${baseType}">` +
  (correct.length
    ? `<qti-correct-response>${correct.map((v) => `<qti-value>${escapeXml(v)}</qti-value>`).join('')}</qti-correct-response>`
    : '') +
  mapping +
  '</qti-response-declaration>';

/** A mapping worth 0 by default; typed answers compare without case, as Portico compares them. */
export const mappingOf = (entries: [string, number][], attrs = '', typed = false) =>
  `<qti-mapping default-value="0"${attrs}>${entries
    .map(
      ([key, value]) =>
        `<qti-map-entry map-key="${escapeXml(key)}" mapped-value="${n(value)}"${typed ? ' case-sensitive="false"' : ''}/>`,
    )
    .join('')}</qti-mapping>`;

export const template = (name: 'match_correct' | 'map_response') =>
  `<qti-response-processing template="${TEMPLATES}/${name}.xml"/>`;

/** match_correct worth `points`: the standard template for 1, written out for any other worth. */
export function matchCorrect(points: number): string {
  if (points === 1) return template('match_correct');
  return `<qti-response-processing><qti-response-condition><qti-response-if><qti-match><qti-variable identifier="RESPONSE"/><qti-correct identifier="RESPONSE"/></qti-match><qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">${n(points)}</qti-base-value></qti-set-outcome-value></qti-response-if><qti-response-else><qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">0</qti-base-value></qti-set-outcome-value></qti-response-else></qti-response-condition></qti-response-processing>`;
}
