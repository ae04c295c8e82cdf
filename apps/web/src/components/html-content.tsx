import DOMPurify from 'dompurify';
import { type Ref, useMemo } from 'react';
import classes from './html-content.module.css';

// Server HTML (item text, passages, directions, explanations, option texts) is authored content,
// but it is still shown only after DOMPurify: no scripts, no event handlers, no javascript: URLs.
const FORBID_TAGS = [
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'base',
  'meta',
  'link',
];
const FORBID_ATTR = ['srcdoc', 'formaction', 'action'];
// Inline styles are kept for authored formatting, without what lets content escape its box or
// load from elsewhere.
const UNSAFE_STYLE =
  /expression\s*\(|url\s*\(|javascript:|behavior\s*:|-moz-binding|@import|position\s*:\s*(fixed|absolute|sticky)/i;

let hooked = false;
function purifier() {
  if (!DOMPurify.isSupported) return null;
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (data.attrName === 'style' && UNSAFE_STYLE.test(data.attrValue)) data.keepAttr = false;
    });
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      // An authored image without a text alternative is decoration to a screen reader.
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
      // Authored images load as they near the screen and decode off the main thread (issue 39).
      if (node.tagName === 'IMG') {
        if (!node.hasAttribute('loading')) node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
      }
    });
  }
  return DOMPurify;
}

// A start tag with its attributes (quoted values may hold '>'), and one attribute in it. The HTML
// parser also takes '/' between attributes as a separator (`<img/onerror=x>`).
const START_TAG =
  /<[a-zA-Z][^\s/>]*(?:[\s/]+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*[\s/]*>/g;
const ATTRIBUTE = /([\s/]+)([^\s"'>/=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/**
 * The HTML without event-handler attributes, before any parser sees it. Chromium checks the page's
 * CSP as soon as it parses an `onerror=`/`onclick=` attribute, even in the inert document DOMPurify
 * parses into, and reports 'Executing inline event handler violates … script-src' although nothing
 * runs. DOMPurify below stays the real sanitiser; this only keeps handlers from being
 * parsed at all.
 */
export function stripEventHandlers(html: string): string {
  return html.replace(START_TAG, (tag) =>
    tag.replace(ATTRIBUTE, (attribute, _space: string, name: string) => (/^on/i.test(name) ? '' : attribute)),
  );
}

/** The HTML with everything that could run script or leave its box removed ('' where there is no DOM). */
export function sanitizeHtml(html: string | null | undefined): string {
  const purify = purifier();
  if (!purify || !html) return '';
  return purify.sanitize(stripEventHandlers(html), { FORBID_TAGS, FORBID_ATTR });
}

/** The visible text of server HTML (for native <option>s, alt texts and word lists). */
export function htmlToText(html: string | null | undefined): string {
  const purify = purifier();
  if (!purify || !html) return '';
  const fragment = purify.sanitize(stripEventHandlers(html), {
    FORBID_TAGS,
    FORBID_ATTR,
    RETURN_DOM_FRAGMENT: true,
  });
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}

interface HtmlContentProps {
  html: string | null | undefined;
  className?: string;
  /** A <span> (inside a sentence or a label) instead of a <div>. */
  inline?: boolean;
  ref?: Ref<HTMLDivElement & HTMLSpanElement>;
  id?: string;
}

/** Server HTML, sanitised, inside a box that keeps images and tables within the page width. */
export function HtmlContent({ html, className, inline = false, ref, id }: HtmlContentProps) {
  const Tag = inline ? 'span' : 'div';
  const cls = [inline ? classes.inline : classes.block, className].filter(Boolean).join(' ');
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the one place server HTML is rendered, and only after sanitizeHtml.
  return <Tag ref={ref} id={id} className={cls} dangerouslySetInnerHTML={{ __html: clean }} />;
}
