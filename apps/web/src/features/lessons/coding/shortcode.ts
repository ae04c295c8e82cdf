import { type CodingLanguage, codingLanguages } from '@portico/contract/coding';

/** A coding exercise a lesson shows in place: `[item id="…" language="…"]` (spec 2 §2). */
export type ItemShortcode = { id: string; language?: CodingLanguage };

/** A lesson body cut at its shortcodes: HTML to sanitise and show, and exercises between. */
export type LessonPart = { kind: 'html'; html: string } | ({ kind: 'item' } & ItemShortcode);

// Quotes as authors' editors write them: straight, as entities, or typographic.
const QUOTES: [open: string, close: string][] = [
  ['"', '"'],
  ["'", "'"],
  ['&quot;', '&quot;'],
  ['&#34;', '&#34;'],
  ['&#39;', '&#39;'],
  ['&#x27;', '&#x27;'],
  ['“', '”'],
  ['‘', '’'],
];
const NAME = /^\s+([a-zA-Z][\w-]*)/;
const EQUALS = /^\s*=\s*/;
const ID = /^[A-Za-z0-9_.:-]{1,100}$/;
/** What a language may be called in a shortcode, besides its code. */
const LANGUAGE_NAMES: Record<string, CodingLanguage> = { 'c++': 'cpp' };

/** The attributes of a shortcode's body (after `[item`), or null when it cannot be read. */
function attributesOf(body: string): Map<string, string> | null {
  const attributes = new Map<string, string>();
  let rest = body;
  while (rest.trim()) {
    const name = NAME.exec(rest);
    if (!name) return null;
    rest = rest.slice(name[0].length);
    let value = '';
    const equals = EQUALS.exec(rest);
    if (equals) {
      rest = rest.slice(equals[0].length);
      const quote = QUOTES.find(([open]) => rest.startsWith(open));
      if (quote) {
        const end = rest.indexOf(quote[1], quote[0].length);
        if (end < 0) return null;
        value = rest.slice(quote[0].length, end);
        rest = rest.slice(end + quote[1].length);
      } else {
        value = /^[^\s"'=<>`]*/.exec(rest)?.[0] ?? '';
        if (!value) return null;
        rest = rest.slice(value.length);
      }
      // Attributes are separated by white space.
      if (rest && !/^\s/.test(rest)) return null;
    }
    const key = (name[1] ?? '').toLowerCase();
    if (!attributes.has(key)) attributes.set(key, value.trim());
  }
  return attributes;
}

/**
 * The exercise a shortcode names, or null when it is not one Portico can show: `id` is required,
 * `language` is taken when it is one of the exercise languages, other attributes are ignored.
 */
export function parseShortcode(text: string): ItemShortcode | null {
  const body = /^\[item(\s[^\]]*)?\]$/i.exec(text.trim());
  if (!body) return null;
  const attributes = attributesOf(body[1] ?? '');
  const id = attributes?.get('id') ?? '';
  if (!ID.test(id)) return null;
  const name = (attributes?.get('language') ?? '').toLowerCase();
  const language = LANGUAGE_NAMES[name] ?? codingLanguages.find((l) => l === name);
  return language ? { id, language } : { id };
}

// Tags and comments are stepped over (a shortcode counts only in the text), the rest is searched.
const TOKEN = /<!--[\s\S]*?-->|<[a-zA-Z/!][^>]*>|\[item(?:\s[^\]<[]*)?\]/gi;
const OPEN_P = /<p(?:\s[^>]*)?>(?:\s|&nbsp;|&#160;)*$/i;
const CLOSE_P = /^(?:\s|&nbsp;|&#160;)*<\/p\s*>/i;

/**
 * The lesson HTML cut at its `[item …]` shortcodes. A paragraph that held only a shortcode goes
 * with it; a shortcode Portico cannot read stays in the HTML as text. Parts of HTML that are only
 * white space are dropped.
 */
export function splitShortcodes(html: string): LessonPart[] {
  const parts: LessonPart[] = [];
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    if (m[0].startsWith('<')) continue;
    const item = parseShortcode(m[0]);
    if (!item) continue;
    let before = html.slice(last, m.index);
    let after = m.index + m[0].length;
    const open = OPEN_P.exec(before);
    const close = CLOSE_P.exec(html.slice(after));
    if (open && close) {
      before = before.slice(0, open.index);
      after += close[0].length;
    }
    if (before.trim()) parts.push({ kind: 'html', html: before });
    parts.push({ kind: 'item', ...item });
    last = after;
    TOKEN.lastIndex = after;
  }
  const tail = html.slice(last);
  if (tail.trim()) parts.push({ kind: 'html', html: tail });
  return parts;
}
