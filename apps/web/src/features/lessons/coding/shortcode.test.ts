import { describe, expect, it } from 'vitest';
import { parseShortcode, splitShortcodes } from './shortcode';

const ID = '9a8b7c6d-0000-4e1f-8a2b-0000000000d1';

describe('the [item …] shortcode (spec 2 §2)', () => {
  it('reads the id, in double or single quotes, and ignores other attributes', () => {
    expect(parseShortcode(`[item id="${ID}"]`)).toEqual({ id: ID });
    expect(parseShortcode(`[item id='${ID}']`)).toEqual({ id: ID });
    expect(parseShortcode(`[item  title="Sum of two" id = "${ID}" height=300 ]`)).toEqual({ id: ID });
    expect(parseShortcode(`[ITEM Id="${ID}"]`)).toEqual({ id: ID });
  });

  it('reads quotes as editors write them: entities and typographic quotes', () => {
    expect(parseShortcode(`[item id=&quot;${ID}&quot; language=&#39;php&#39;]`)).toEqual({
      id: ID,
      language: 'php',
    });
    expect(parseShortcode(`[item id=“${ID}” language=‘java’]`)).toEqual({ id: ID, language: 'java' });
  });

  it('takes a language that is offered, in any case, and C++ by its name', () => {
    expect(parseShortcode(`[item id="${ID}" language="java"]`)).toEqual({ id: ID, language: 'java' });
    expect(parseShortcode(`[item language='CPP' id='${ID}']`)).toEqual({ id: ID, language: 'cpp' });
    expect(parseShortcode(`[item id="${ID}" language="C++"]`)).toEqual({ id: ID, language: 'cpp' });
    expect(parseShortcode(`[item id="${ID}" language="JAVA"]`)).toEqual({ id: ID, language: 'java' });
    // An unknown language is no language: the exercise's own default is used.
    expect(parseShortcode(`[item id="${ID}" language="cobol"]`)).toEqual({ id: ID });
    expect(parseShortcode(`[item id="${ID}" language=""]`)).toEqual({ id: ID });
  });

  it('refuses what is not a readable shortcode', () => {
    for (const junk of [
      '[item]',
      '[item ]',
      '[item id=""]',
      '[item key="hello-world"]',
      `[item id="${ID}]`,
      `[item id="${ID}'"]`,
      `[item id="${ID}"language="c"]`,
      `[item id="a b"]`,
      `[item id="<b>x</b>"]`,
      `[items id="${ID}"]`,
      `[item id="${'x'.repeat(101)}"]`,
      `item id="${ID}"`,
      `[item id="${ID}" "]`,
    ]) {
      expect(parseShortcode(junk), junk).toBeNull();
    }
  });
});

describe('a lesson body cut at its shortcodes', () => {
  it('gives the HTML around an exercise, and takes the paragraph that held only the shortcode', () => {
    const html = `<p>Try it here:</p><p>[item id="${ID}" language="java"]</p><p>When every case passes…</p>`;
    expect(splitShortcodes(html)).toEqual([
      { kind: 'html', html: '<p>Try it here:</p>' },
      { kind: 'item', id: ID, language: 'java' },
      { kind: 'html', html: '<p>When every case passes…</p>' },
    ]);
  });

  it('takes a paragraph with only spaces around the shortcode too', () => {
    expect(splitShortcodes(`<p class="x">&nbsp; [item id='${ID}'] </p>`)).toEqual([{ kind: 'item', id: ID }]);
  });

  it('keeps a paragraph that has other text', () => {
    expect(splitShortcodes(`<p>Before [item id="${ID}"] after</p>`)).toEqual([
      { kind: 'html', html: '<p>Before ' },
      { kind: 'item', id: ID },
      { kind: 'html', html: ' after</p>' },
    ]);
  });

  it('shows several exercises in order', () => {
    const parts = splitShortcodes(`[item id="a1"]<hr>[item id="b2" language="php"]`);
    expect(parts).toEqual([
      { kind: 'item', id: 'a1' },
      { kind: 'html', html: '<hr>' },
      { kind: 'item', id: 'b2', language: 'php' },
    ]);
  });

  it('leaves an unreadable shortcode, and one inside a tag or comment, as it is', () => {
    const html = `<p>[item key="x"]</p><img alt='[item id="a1"]'><!-- [item id="b2"] --><p>[item id="c3`;
    expect(splitShortcodes(html)).toEqual([{ kind: 'html', html }]);
  });

  it('finds a good shortcode after a broken one', () => {
    expect(splitShortcodes(`[item broken <p>[item id="a1"]</p>`)).toEqual([
      { kind: 'html', html: '[item broken ' },
      { kind: 'item', id: 'a1' },
    ]);
  });

  it('gives HTML without shortcodes back whole, and nothing for an empty body', () => {
    expect(splitShortcodes('<p>Plain lesson</p>')).toEqual([{ kind: 'html', html: '<p>Plain lesson</p>' }]);
    expect(splitShortcodes('')).toEqual([]);
  });
});
