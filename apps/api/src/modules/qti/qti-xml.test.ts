import { QtiMessages } from '@portico/contract/qti';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/qti/expect-problem';
import { attr, child, children, descendants, innerXml, parseXml, textOf } from './qti-xml';

const QTI = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const MATHML = 'http://www.w3.org/1998/Math/MathML';
const path = 'items/q1.xml';

const item = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="${QTI}" xmlns:m="${MATHML}" identifier="q1" title="Slope">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"/>
  <qti-item-body>
    <p>What is   the <em>slope</em>
      of <m:math><m:mi>y</m:mi><m:mo>=</m:mo><m:mn>2</m:mn><m:mi>x</m:mi></m:math>?</p>
    <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
      <qti-simple-choice identifier="A">2</qti-simple-choice>
      <qti-simple-choice identifier="B">x</qti-simple-choice>
    </qti-choice-interaction>
  </qti-item-body>
</qti-assessment-item>`;

function nested(depth: number): string {
  return `${'<d>'.repeat(depth)}${'</d>'.repeat(depth)}`;
}

describe('parseXml', () => {
  it('parses a QTI item, and the helpers read it', () => {
    const root = parseXml(item, path).documentElement!;
    expect(root.localName).toBe('qti-assessment-item');
    expect(root.namespaceURI).toBe(QTI);
    expect(attr(root, 'identifier')).toBe('q1');
    expect(attr(root, 'missing')).toBeUndefined();
    expect(children(root).map((el) => el.localName)).toEqual(['qti-response-declaration', 'qti-item-body']);
    const body = child(root, 'qti-item-body')!;
    expect(child(root, 'qti-outcome-declaration')).toBeUndefined();
    expect(children(body, 'p')).toHaveLength(1);
    const math = descendants(body, 'math');
    expect(math).toHaveLength(1);
    expect(math[0]!.namespaceURI).toBe(MATHML);
    expect(descendants(root, 'qti-simple-choice').map((el) => attr(el, 'identifier'))).toEqual(['A', 'B']);
    expect(descendants(math[0]!, 'mi').map(textOf)).toEqual(['y', 'x']);
    const paragraph = child(body, 'p')!;
    expect(textOf(paragraph)).toBe('What is the slope of y=2x?');
    expect(innerXml(child(paragraph, 'em')!)).toBe('slope');
    expect(innerXml(paragraph)).toBe(
      `What is   the <em xmlns="${QTI}">slope</em>\n      of <m:math xmlns:m="${MATHML}">` +
        '<m:mi>y</m:mi><m:mo>=</m:mo><m:mn>2</m:mn><m:mi>x</m:mi></m:math>?',
    );
  });

  it('refuses an external entity (XXE) for its DOCTYPE', () => {
    const xxe = '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>';
    expectProblem(() => parseXml(xxe, path), QtiMessages.doctype(path));
  });

  it('refuses billion laughs for its DOCTYPE, without expanding anything', () => {
    const lol = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [',
      '  <!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, level) => {
        const previous = level === 0 ? 'lol' : `lol${level}`;
        return `  <!ENTITY lol${level + 1} "${`&${previous};`.repeat(10)}">`;
      }),
      ']>',
      '<lolz>&lol9;</lolz>',
    ].join('\n');
    // Refused on the raw text, before any parser could expand an entity.
    expectProblem(() => parseXml(lol, path), QtiMessages.doctype(path));
  });

  it.each([
    ['a DOCTYPE in lower case', '<!doctype qti-assessment-item><qti-assessment-item/>'],
    ['a public DTD', '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "x.dtd"><html/>'],
    ['an entity declaration on its own', '<x><!ENTITY e "e"></x>'],
  ])('refuses %s', (_, text) => {
    expectProblem(() => parseXml(text, path), QtiMessages.doctype(path));
  });

  it('refuses XML that is not well-formed, naming the file and the line', () => {
    const unclosed =
      '<qti-assessment-item>\n  <qti-item-body>\n    <p>unclosed\n  </qti-item-body>\n</qti-assessment-item>';
    const detail = 'line 3: Opening and ending tag mismatch: "p" != "qti-item-body"';
    expectProblem(() => parseXml(unclosed, path), QtiMessages.notWellFormed(path, detail));
    expectProblem(
      () => parseXml('<x>&nbsp;</x>', path),
      QtiMessages.notWellFormed(path, 'line 1: entity not found:&nbsp;'),
    );
    expectProblem(() => parseXml('', path), QtiMessages.notWellFormed(path, 'missing root element'));
  });

  it('refuses a text longer than xmlChars', () => {
    const text = `<x>${'a'.repeat(94)}</x>`;
    expect(text).toHaveLength(101);
    expect(parseXml(text, path, { xmlChars: 101 }).documentElement?.localName).toBe('x');
    expectProblem(() => parseXml(text, path, { xmlChars: 100 }), QtiMessages.xmlTooLarge(path));
  });

  it('refuses elements nested deeper than xmlDepth', () => {
    expect(parseXml(nested(200), path, { xmlDepth: 200 }).documentElement?.localName).toBe('d');
    expectProblem(() => parseXml(nested(300), path, { xmlDepth: 200 }), QtiMessages.xmlTooDeep(path));
    expectProblem(() => parseXml(nested(201), path), QtiMessages.xmlTooDeep(path));
  });
});
