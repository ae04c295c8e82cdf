// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HtmlContent, htmlToText, sanitizeHtml, stripEventHandlers } from './html-content';

describe('sanitizeHtml', () => {
  it('removes script tags and their content', () => {
    const out = sanitizeHtml('<p>Read</p><script>alert(1)</script>');
    expect(out).toBe('<p>Read</p>');
  });

  it('removes event handler attributes', () => {
    const out = sanitizeHtml('<img src="x.png" onerror="alert(1)"><p onclick="steal()">Hi</p>');
    expect(out).not.toMatch(/onerror|onclick|alert|steal/);
    expect(out).toContain('src="x.png"');
  });

  it('removes javascript: links and keeps the text', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">click</a><a href="JaVaScRiPt&colon;alert(1)">x</a>',
    );
    expect(out).not.toMatch(/javascript/i);
    expect(out).toContain('click');
  });

  it('gives an image without alt text an empty one and keeps an authored one', () => {
    expect(sanitizeHtml('<img src="x.png">')).toBe(
      '<img src="x.png" alt="" loading="lazy" decoding="async">',
    );
    expect(sanitizeHtml('<img src="x.png" alt="Chart">')).toContain('alt="Chart"');
  });

  it('loads an authored image as it nears the screen unless the author said otherwise', () => {
    expect(sanitizeHtml('<img src="x.png" alt="Map">')).toContain('loading="lazy"');
    expect(sanitizeHtml('<img src="x.png" alt="Map" loading="eager">')).toContain('loading="eager"');
    expect(sanitizeHtml('<img src="x.png" alt="Map" decoding="sync">')).toContain('decoding="async"');
  });

  it('opens links in a new tab without giving it the opener', () => {
    const out = sanitizeHtml('<a href="https://example.org/guide">guide</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('removes svg onload and scripts inside svg', () => {
    const out = sanitizeHtml('<svg onload="alert(1)"><script>alert(2)</script><circle r="2"></circle></svg>');
    expect(out).not.toMatch(/onload|alert|script/);
  });

  it('removes style elements and unsafe inline styles, keeps harmless ones', () => {
    const out = sanitizeHtml(
      '<style>body{background:url("javascript:alert(1)")}</style>' +
        '<div style="position:fixed;inset:0">cover</div>' +
        '<span style="background-image:url(https://evil.example/x)">bg</span>' +
        '<em style="color: red">red</em>',
    );
    expect(out).not.toMatch(/<style|position|url\(/);
    expect(out).toContain('<em style="color: red">red</em>');
  });

  it('removes iframes, objects, embeds and forms', () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x"><form action="https://evil.example"><input></form>ok',
    );
    expect(out).not.toMatch(/iframe|object|embed|form/);
    expect(out).toContain('ok');
  });

  it('removes data: and vbscript: URLs on links and mXSS through noscript', () => {
    const out = sanitizeHtml(
      '<a href="data:text/html,<script>alert(1)</script>">d</a><a href="vbscript:msgbox">v</a><noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    );
    expect(out).not.toMatch(/data:text|vbscript|onerror/);
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
  });
});

describe('htmlToText', () => {
  it('gives the visible text without markup or scripts', () => {
    expect(htmlToText('<p>The <b>cat</b>&nbsp;sat</p><script>alert(1)</script>')).toBe('The cat sat');
  });
});

describe('HtmlContent', () => {
  it('renders sanitised HTML in a div, or a span when inline', () => {
    const { container, rerender } = render(
      <HtmlContent html={'<b>Bold</b><img src="x" onerror="alert(1)">'} />,
    );
    const div = container.firstElementChild as HTMLElement;
    expect(div.tagName).toBe('DIV');
    expect(div.querySelector('b')?.textContent).toBe('Bold');
    expect(div.querySelector('img')?.getAttribute('onerror')).toBeNull();
    rerender(<HtmlContent html="<i>x</i>" inline />);
    expect(container.firstElementChild?.tagName).toBe('SPAN');
  });
});

describe('no event handler is ever parsed (CSP inline event handler reports)', () => {
  const hostile = [
    '<img src="x" onerror="window.__xss=1">',
    '<img src=x alt="A picture" onerror=alert(1)>',
    '<p onclick=\'steal()\' title="a > b">Hi</p>',
    '<img/onerror=alert(1) src=x>',
    '<svg><circle ONLOAD="alert(1)" r="2"></circle></svg>',
    '<a href="#" onmouseover = "x()" >link</a>',
    '<div title="onclick=fine">text with onclick=fine in it</div>',
  ];

  it('stripEventHandlers drops on* attributes and keeps the rest, text included', () => {
    for (const html of hostile.slice(0, 6)) {
      expect(stripEventHandlers(html), html).not.toMatch(/[\s/]on\w+\s*=/i);
    }
    expect(stripEventHandlers('<img src="x" onerror="a()" alt="Chart">')).toBe('<img src="x" alt="Chart">');
    expect(stripEventHandlers(hostile[6] as string)).toBe(hostile[6]);
  });

  it('sanitizeHtml and htmlToText hand no parser an on* attribute', () => {
    const parsed: string[] = [];
    const parse = DOMParser.prototype.parseFromString;
    const spy = vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (
      this: DOMParser,
      source: string | TrustedHTML,
      type: DOMParserSupportedType,
    ) {
      parsed.push(String(source));
      return parse.call(this, source as string, type);
    });
    try {
      for (const html of hostile) {
        sanitizeHtml(html);
        htmlToText(html);
      }
    } finally {
      spy.mockRestore();
    }
    expect(parsed.length).toBeGreaterThan(0);
    // What each parser was given, parsed again here: no element carries an on* attribute.
    for (const source of parsed) {
      const doc = parse.call(new DOMParser(), source, 'text/html');
      const handlers = [...doc.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`),
      );
      expect(handlers, source).toEqual([]);
    }
  });

  it('an onerror or onclick attribute never reaches the DOM', () => {
    const { container } = render(<HtmlContent html={hostile.join('')} />);
    const withHandlers = [...container.querySelectorAll('*')].filter((el) =>
      [...el.attributes].some((a) => /^on/i.test(a.name)),
    );
    expect(withHandlers).toEqual([]);
    expect(container.textContent).toContain('text with onclick=fine in it');
  });
});
